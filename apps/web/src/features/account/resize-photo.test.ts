import { describe, expect, it } from "vitest";
import { centredSquare, dataUrlBytes, isAcceptedPhotoType } from "./resize-photo";

describe("photo resizing helpers", () => {
  it("counts the bytes of a base64 data URL", () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa("abc")}`)).toBe(3);
    expect(dataUrlBytes(`data:image/png;base64,${btoa("abcd")}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa("abcde")}`)).toBe(5);
  });

  it("crops the centred square", () => {
    expect(centredSquare(400, 200)).toEqual({ x: 100, y: 0, side: 200 });
    expect(centredSquare(300, 500)).toEqual({ x: 0, y: 100, side: 300 });
    expect(centredSquare(256, 256)).toEqual({ x: 0, y: 0, side: 256 });
  });

  it("accepts the image types the server stores", () => {
    expect(isAcceptedPhotoType("image/jpeg")).toBe(true);
    expect(isAcceptedPhotoType("image/webp")).toBe(true);
    expect(isAcceptedPhotoType("image/gif")).toBe(false);
    expect(isAcceptedPhotoType("application/pdf")).toBe(false);
  });
});
