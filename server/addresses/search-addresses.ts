import type { AddressItem } from '../data/fixture-types';

/**
 * Type-ahead search: the addresses whose full text contains every word of the filter (case-insensitive), at most
 * `maxResults`; nothing for a filter shorter than `minLength` characters. Pure.
 */
export function searchAddresses(addresses: AddressItem[], filter: string, limits: { minLength: number; maxResults: number }): AddressItem[] {
  const text = filter.trim().toLowerCase();
  if (text.length < limits.minLength) return [];
  const words = text.split(/[\s,]+/).filter(Boolean);
  const hits: AddressItem[] = [];
  for (const address of addresses) {
    const haystack = address.fullAddress.toLowerCase();
    if (words.every((w) => haystack.includes(w))) hits.push(address);
    if (hits.length === limits.maxResults) break;
  }
  return hits;
}
