export interface Size {
  width: number;
  height: number;
}

export interface Region extends Size {
  x: number;
  y: number;
}

/** The framed square drawn over the video, as a share of the smaller side of the view. */
export const FRAME_FRACTION = 0.7;
/** The decoder also sees a margin around the frame, so a code touching its edge still reads. */
const SCAN_MARGIN = 1.15;

/**
 * The part of a camera frame the decoder reads: the framed square as the shopper sees it, the
 * video being shown with `object-fit: cover` in `view`, plus a margin. Reading this square rather
 * than the whole 1280×720 frame halves the pixels to decode.
 */
export function scanRegion(video: Size, view: Size | null): Region {
  const shown = view && view.width > 0 && view.height > 0 ? view : video;
  const scale = Math.max(shown.width / video.width, shown.height / video.height);
  const visibleShortSide = Math.min(shown.width / scale, shown.height / scale);
  const side = Math.round(
    Math.min(visibleShortSide * FRAME_FRACTION * SCAN_MARGIN, video.width, video.height),
  );
  return {
    x: Math.round((video.width - side) / 2),
    y: Math.round((video.height - side) / 2),
    width: side,
    height: side,
  };
}
