import { DefaultLayout } from "./default-layout";

/** The old layout (/connexion, /oldpodium): the page is not shifted under the header (spec §2). */
export function OldLayout() {
  return <DefaultLayout shifted={false} />;
}
