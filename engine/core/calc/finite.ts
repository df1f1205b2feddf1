/** True for a number that is neither NaN nor infinite. Pure. */
export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * Returns `v` when it is a finite number at least `min`. Pure.
 * @throws RangeError naming the function and the argument otherwise.
 */
export function requireNumber(fn: string, name: string, v: unknown, min = -Infinity): number {
  if (!isFiniteNumber(v) || v < min) {
    const bound = min === -Infinity ? '' : ` that is ${min} or more`;
    throw new RangeError(`Invalid input: ${fn} requires ${name} to be a finite number${bound}, got ${String(v)}.`);
  }
  return v;
}
