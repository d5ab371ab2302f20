import { PHOTO_MAX_BYTES } from "@frontalier/shared/contracts/identity";
import { PHOTO_SIZE_PX } from "@frontalier/shared/text-figures";

/** Side of the square the photo is cropped and scaled to before upload. */
export const PHOTO_SIZE = PHOTO_SIZE_PX;
export const acceptedPhotoTypes = ["image/png", "image/jpeg", "image/webp"] as const;

export const isAcceptedPhotoType = (type: string): boolean =>
  (acceptedPhotoTypes as readonly string[]).includes(type);

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(url: string): number {
  const base64 = url.slice(url.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The centred square of an image of `width` × `height`, as drawImage's source rectangle. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === "function") return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The photo as the server takes it: a centred square of 256 × 256 pixels, as WebP (JPEG where
 * the browser cannot write WebP, on a white background since JPEG has no transparency), under
 * PHOTO_MAX_BYTES. Rejects when the file is not an image the browser can read.
 */
export async function resizePhoto(file: Blob): Promise<string> {
  const image = await decode(file);
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  const { x, y, side } = centredSquare(image.width, image.height);
  const draw = (background?: string) => {
    context.clearRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(image, x, y, side, side, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  };
  draw();
  const webp = canvas.toDataURL("image/webp", 0.85);
  if (webp.startsWith("data:image/webp;") && dataUrlBytes(webp) <= PHOTO_MAX_BYTES) return webp;
  draw("#ffffff");
  for (const quality of [0.85, 0.6]) {
    const jpeg = canvas.toDataURL("image/jpeg", quality);
    if (dataUrlBytes(jpeg) <= PHOTO_MAX_BYTES) return jpeg;
  }
  throw new Error("Photo still too large after resizing");
}
