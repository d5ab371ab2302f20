/** A photo's format and size, read from its header before anything decodes it. */
export interface ImageKind {
  type: "image/jpeg" | "image/png";
  width: number;
  height: number;
}

/**
 * PNG: the signature, then the IHDR chunk's width and height. JPEG: SOI, then the segments up to
 * the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), whose height and width it holds.
 * Null for anything else, or a header that says no size.
 */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && png.every((byte, i) => bytes[i] === byte)) {
    return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    const startOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { type: "image/jpeg", width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}
