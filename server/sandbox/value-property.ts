/** What the sandbox valuation provider says about a property. */
export interface Valuation {
  /** Estimated market value, whole dollars, 350,000 to 1,200,000. */
  value: number;
  /** Balance of existing liens (mortgages), 0 to 50% of the value, rounded to $100. */
  lienBalance: number;
}

/** 32-bit FNV-1a hash of a string. Pure. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A deterministic value and lien balance from the address, so the same house always prices the same. Pure. */
export function valueProperty(address: { street1?: string; zip?: string }): Valuation {
  const key = `${(address.street1 ?? '').trim().toLowerCase().replace(/\s+/g, ' ')}|${address.zip ?? ''}`;
  const h = fnv1a(key);
  const value = 350_000 + (h % 851) * 1000;
  const lienRatio = (Math.floor(h / 851) % 51) / 100;
  return { value, lienBalance: Math.round((value * lienRatio) / 100) * 100 };
}
