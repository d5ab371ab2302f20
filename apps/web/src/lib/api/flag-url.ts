import { type EndpointParams, fillPath } from "@frontalier/shared/contracts/endpoint";
import type { getFlagFile } from "@frontalier/shared/contracts/flags";
import type { EndpointHead } from "./endpoint-head";

// A head, not the shared object: flags show on a first visit's pages, which must stay free of zod.
const flagFile: EndpointHead<typeof getFlagFile> = { method: "GET", path: "/flags/:file" };

/** The flag the server serves for a country (its neutral flag for a code without one). */
export const flagUrl = (country: string): string =>
  fillPath(flagFile, {
    file: `${country.toLowerCase()}.svg`,
  } satisfies EndpointParams<typeof getFlagFile>);
