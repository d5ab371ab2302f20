import { exportProfileData } from "@frontalier/shared/contracts/profile";
import { urlOf } from "../../../lib/api/url";

/** A JSON file (content-disposition: attachment), so a plain link. */
export const profileExportUrl = urlOf(exportProfileData);
