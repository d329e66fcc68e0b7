/**
 * Faces for a printed dice total: the texts give 3d6 and 2d6 totals only, so scripts spell each
 * total as faces adding up to it (the split never matters to the rules).
 */
export function facesFor(total: number, count: 2 | 3): number[] {
  const faces: number[] = [];
  let left = total;
  for (let k = count; k > 0; k--) {
    const face = Math.max(1, Math.min(6, left - (k - 1)));
    faces.push(face);
    left -= face;
  }
  return faces;
}

/** 3d6 faces for a printed total. */
export const d3 = (total: number): number[] => facesFor(total, 3);
/** 2d6 faces for a printed total. */
export const d2 = (total: number): number[] => facesFor(total, 2);
