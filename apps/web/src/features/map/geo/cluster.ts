export interface MapPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  /** Stable across renders at one zoom: the first member's key. */
  key: string;
  x: number;
  y: number;
  items: T[];
}

/**
 * Greedy distance clustering in screen units: points are visited in a fixed order and each joins
 * the first cluster whose centre lies within `radius`, else starts one. A grid of `radius` cells
 * keeps it near linear (430 stores: well under a millisecond). Positions are frame positions,
 * so clusters split as the shopper zooms in.
 */
export function clusterPoints<T>(
  points: readonly MapPoint<T>[],
  radius: number,
  keyOf: (item: T) => string,
): Cluster<T>[] {
  const clusters: (Cluster<T> & { sx: number; sy: number })[] = [];
  const grid = new Map<string, number[]>();
  const cell = (x: number, y: number) => `${Math.floor(x / radius)}:${Math.floor(y / radius)}`;
  const r2 = radius * radius;
  for (const point of points) {
    const cx = Math.floor(point.x / radius);
    const cy = Math.floor(point.y / radius);
    let found: (typeof clusters)[number] | undefined;
    for (let dx = -1; dx <= 1 && !found; dx++) {
      for (let dy = -1; dy <= 1 && !found; dy++) {
        for (const index of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const candidate = clusters[index]!;
          if ((candidate.x - point.x) ** 2 + (candidate.y - point.y) ** 2 <= r2) {
            found = candidate;
            break;
          }
        }
      }
    }
    if (found) {
      found.items.push(point.item);
      found.sx += point.x;
      found.sy += point.y;
    } else {
      const index = clusters.length;
      clusters.push({
        key: keyOf(point.item),
        x: point.x,
        y: point.y,
        sx: point.x,
        sy: point.y,
        items: [point.item],
      });
      const key = cell(point.x, point.y);
      grid.set(key, [...(grid.get(key) ?? []), index]);
    }
  }
  // Draw each cluster at its members' mean, so that a lone store sits exactly on its place.
  return clusters.map(({ sx, sy, items, key }) => ({
    key,
    x: sx / items.length,
    y: sy / items.length,
    items,
  }));
}
