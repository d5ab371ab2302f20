import { afterEach, describe, expect, it, vi } from "vitest";
import { CameraError, openCamera } from "./camera";

const failure = (name: string) => new DOMException("camera", name);

function fakeCamera(...answers: (MediaStream | DOMException)[]) {
  const getUserMedia = vi.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof DOMException) throw answer;
    return answer!;
  });
  vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
  return getUserMedia;
}

const stream = {} as MediaStream;

describe("openCamera (spec §7, §8)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the rear camera at 1280×720 within 640×480..1920×1080, without audio", async () => {
    const getUserMedia = fakeCamera(stream);
    await expect(openCamera(() => {})).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: "environment",
        width: { min: 640, ideal: 1280, max: 1920 },
        height: { min: 480, ideal: 720, max: 1080 },
      },
    });
  });

  it("says so, then retries once with only the rear-facing preference", async () => {
    const getUserMedia = fakeCamera(failure("OverconstrainedError"), stream);
    const onRetry = vi.fn();
    await expect(openCamera(onRetry)).resolves.toBe(stream);
    expect(onRetry).toHaveBeenCalledOnce();
    expect(getUserMedia).toHaveBeenLastCalledWith({
      audio: false,
      video: { facingMode: "environment" },
    });
  });

  it.each([
    ["NotFoundError", "no-camera"],
    ["OverconstrainedError", "no-camera"],
    ["NotReadableError", "unavailable"],
    ["AbortError", "unavailable"],
  ])("tells a %s after the retry as %s", async (name, expected) => {
    const getUserMedia = fakeCamera(failure(name), failure(name));
    const error = await openCamera(() => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).failure).toBe(expected);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it("does not ask again after a refusal", async () => {
    const getUserMedia = fakeCamera(failure("NotAllowedError"));
    const onRetry = vi.fn();
    await expect(openCamera(onRetry)).rejects.toMatchObject({ failure: "denied" });
    expect(getUserMedia).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("has no camera without mediaDevices (plain HTTP, old browsers)", async () => {
    vi.stubGlobal("navigator", {});
    await expect(openCamera(() => {})).rejects.toMatchObject({ failure: "no-camera" });
  });
});
