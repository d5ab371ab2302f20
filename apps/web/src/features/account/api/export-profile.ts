/** `GET /api/profile/export`: a JSON file (content-disposition: attachment), so a plain link. */
export const profileExportUrl = "/api/profile/export";
