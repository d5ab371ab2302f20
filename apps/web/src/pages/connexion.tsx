import { RoutePage } from "../components/layout/route-page";

export function Page() {
  return <RoutePage id="connexion" />;
}
