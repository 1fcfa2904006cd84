/**
 * How long opening or closing a block of this height should take: taller
 * content moves longer, but sub-linearly (the curve Material Design uses for
 * auto-height transitions), so a long category does not crawl.
 */
export function autoHeightDuration(height: number): number {
  if (height <= 0) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** With "reduce motion" on, the change is all but instant. */
export const REDUCED_MOTION_DURATION_MS = 1;
