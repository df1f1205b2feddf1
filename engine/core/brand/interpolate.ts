/** How a placeholder may format its value: `{fee|money}` → "$180", `{date|longDate}` → "Tuesday, December 1, 2026". */
const FORMATS: Record<string, (value: unknown) => string | null> = {
  money: (v) => (typeof v === 'number' && Number.isFinite(v)
    ? v.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(v) ? 0 : 2 })
    : null),
  longDate: (v) => {
    const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
    if (!m) return null;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  },
};

/**
 * Replaces `{name}` placeholders with values, and `{name|format}` with the value formatted (`money`, `longDate`);
 * unknown placeholders, and values a format cannot read, stay as they are. Pure.
 */
export function interpolate(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)(?:\|(\w+))?\}/g, (whole, name: string, format?: string) => {
    const v = values[name];
    if (v === undefined || v === null) return whole;
    if (!format) return String(v);
    const formatted = FORMATS[format]?.(v);
    return formatted ?? whole;
  });
}
