/** A row as the podium statements return it (load-podium.ts), for fake databases in tests. */
export const podiumRow = (code: string, offers: unknown[][] = [], name = code) => ({
  code,
  is_combination: false,
  name,
  type_name: null,
  description: null,
  image_url: null,
  width_cm: null,
  depth_cm: null,
  height_cm: null,
  is_demo: false,
  offers,
});
