/** Replaces `{name}` placeholders with values; unknown placeholders stay as they are. Pure. */
export function interpolate(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    return v === undefined || v === null ? whole : String(v);
  });
}
