/**
 * `heloc_aba_valid(text)`: whether text is a US bank routing number (ABA RTN): nine digits whose weighted sum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10, with a first two digits the Federal Reserve assigns
 * (00–12, 21–32, 61–72, 80); all zeros is not one. Pure.
 */
export function abaValid(text: unknown): boolean {
  if (typeof text !== 'string' || !/^[0-9]{9}$/.test(text)) return false;
  const d = [...text].map(Number);
  const prefix = d[0] * 10 + d[1];
  const assigned = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return assigned && sum % 10 === 0 && text !== '000000000';
}
