/** Number of bars of the password strength meter. */
export const METER_BARS = 4;

/**
 * Every level the strength meter can show, as copy values: '0' (no bar filled) to '4' (all bars). The values of the
 * copy family `password.meter.*` (engine/core/brand/copy-families.ts).
 */
export const METER_LEVELS: readonly string[] = Array.from({ length: METER_BARS + 1 }, (_, i) => String(i));
