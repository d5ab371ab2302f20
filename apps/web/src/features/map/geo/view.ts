/** Pan and zoom of the map: a point p of the drawing shows at p * k + (x, y). */
export interface View {
  k: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
export const initialView: View = { k: 1, x: 0, y: 0 };

/** Keeps the drawing covering the frame: no panning Europe out of sight. */
export function clampView(view: View, size: { width: number; height: number }): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k));
  return {
    k,
    x: Math.min(0, Math.max(size.width * (1 - k), view.x)),
    y: Math.min(0, Math.max(size.height * (1 - k), view.y)),
  };
}

/** Zooms by `factor` keeping the drawing point under `at` (a frame point) where it is. */
export function zoomAt(
  view: View,
  factor: number,
  at: { x: number; y: number },
  size: { width: number; height: number },
): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k * factor));
  const ratio = k / view.k;
  return clampView(
    { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    size,
  );
}

export function panBy(
  view: View,
  dx: number,
  dy: number,
  size: { width: number; height: number },
): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/** The view that centres drawing point p at zoom k. */
export function centreOn(
  p: { x: number; y: number },
  k: number,
  size: { width: number; height: number },
): View {
  return clampView({ k, x: size.width / 2 - p.x * k, y: size.height / 2 - p.y * k }, size);
}
