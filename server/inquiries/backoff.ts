/**
 * Delay before the next delivery attempt after `attempts` failed ones: exponential from
 * `baseMs`, capped at `maxMs`, with "equal jitter" (a random point in the upper half), so
 * inquiries that failed together do not retry in lockstep yet never retry sooner than half
 * the nominal delay.
 */
export function retryDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
