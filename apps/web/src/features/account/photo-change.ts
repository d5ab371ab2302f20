/** Keep the photo on file, send a new one (resized), or go back to the default avatar. */
export type PhotoChange = { kind: "keep" } | { kind: "set"; dataUrl: string } | { kind: "remove" };

export const photoPreview = (current: string | null, change: PhotoChange): string | null =>
  change.kind === "set" ? change.dataUrl : change.kind === "remove" ? null : current;
