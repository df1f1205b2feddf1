import type { HostTable } from '../types';

/**
 * Picks the brand for a request: the `org` query (a brand id or an organisation code) wins, then the first
 * host row that matches (exact host, `.suffix`, or `prefix.` for ephemeral test hosts), then the table's default.
 * `knownBrands` maps brand id → orgCode so `?org=HOMEPOINT` and `?org=homepoint` both work. Pure.
 */
export function resolveBrandId(
  table: HostTable,
  host: string,
  orgQuery: string | null | undefined,
  knownBrands: Record<string, string>,
): string {
  if (orgQuery) {
    const wanted = orgQuery.trim();
    const byId = Object.keys(knownBrands).find((id) => id === wanted.toLowerCase());
    const byCode = Object.entries(knownBrands).find(([, code]) => code === wanted.toUpperCase());
    const hit = byId ?? byCode?.[0];
    if (hit) return hit;
  }
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const row = table.hosts.find(({ match }) => {
    const m = match.toLowerCase();
    if (m.startsWith('.')) return name.endsWith(m) || name === m.slice(1);
    if (m.endsWith('.')) return name.startsWith(m);
    return name === m;
  });
  return row ? row.brand : table.default;
}
