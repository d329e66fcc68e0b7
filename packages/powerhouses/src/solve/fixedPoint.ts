/*
 * The fixed point of one exchange's two values (solveMatch.ts describes the whole method).
 */

/** The fixed point is sought until the map moves no value by more than this. */
export const TOLERANCE = 1e-15;

/** The result of {@link fixedPoint2}. */
export interface FixedPoint {
  readonly x: number;
  readonly y: number;
  readonly residual: number;
  readonly evaluations: number;
}

/**
 * The fixed point of a monotone piecewise-linear map of two values (a contraction in the long
 * run): Newton steps (the map's slopes measured by finite differences, exact while the policy does
 * not change) with plain iteration as the fallback; the map is last evaluated at the returned
 * point, so the tables it fills belong to it.
 */
export function fixedPoint2(
  map: (x: number, y: number) => [number, number],
  x0: number,
  y0: number,
): FixedPoint {
  let x = x0;
  let y = y0;
  let evaluations = 0;
  const step = 1e-7;
  let [fx, fy] = map(x, y);
  evaluations++;
  let residual = Math.max(Math.abs(fx - x), Math.abs(fy - y));
  for (let round = 0; round < 200 && residual > TOLERANCE; round++) {
    // Slopes of the map around (x, y).
    const [ax, ay] = map(x + step, y);
    const [bx, by] = map(x, y + step);
    evaluations += 2;
    const m11 = (ax - fx) / step;
    const m21 = (ay - fy) / step;
    const m12 = (bx - fx) / step;
    const m22 = (by - fy) / step;
    // Solve (I − M) z = f − M (x, y).
    const cx = fx - m11 * x - m12 * y;
    const cy = fy - m21 * x - m22 * y;
    const det = (1 - m11) * (1 - m22) - m12 * m21;
    let nx = fx;
    let ny = fy;
    if (Math.abs(det) > 1e-9) {
      nx = ((1 - m22) * cx + m12 * cy) / det;
      ny = ((1 - m11) * cy + m21 * cx) / det;
    }
    if (!(nx >= 0 && nx <= 1 && ny >= 0 && ny <= 1)) {
      nx = fx;
      ny = fy;
    }
    const [gx, gy] = map(nx, ny);
    evaluations++;
    const next = Math.max(Math.abs(gx - nx), Math.abs(gy - ny));
    if (next < residual) {
      x = nx;
      y = ny;
      fx = gx;
      fy = gy;
      residual = next;
    } else {
      // Newton did not help: one plain step from the last point.
      x = fx;
      y = fy;
      [fx, fy] = map(x, y);
      evaluations++;
      residual = Math.max(Math.abs(fx - x), Math.abs(fy - y));
    }
  }
  // Leave the tables filled at the returned point.
  [fx, fy] = map(x, y);
  evaluations++;
  return { x, y, residual: Math.max(Math.abs(fx - x), Math.abs(fy - y)), evaluations };
}
