/** A piece of a consent label: plain words, or a link whose target is the copy value of `link.<key>`. */
export type ConsentLabelPart = { text: string } | { text: string; linkKey: string };

const LINK = /\[([^\]]+)\]\(([\w.-]+)\)/g;

/** The link keys a text names (`[words](key)` → key), in order: the values of the copy family `link.*`. Pure. */
export function consentLinkKeys(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[2]);
}

/** Splits "I agree to the [Terms of Service](terms)." into words and links. Pure. */
export function consentLabelParts(label: string): ConsentLabelPart[] {
  const parts: ConsentLabelPart[] = [];
  let last = 0;
  for (const m of label.matchAll(LINK)) {
    if (m.index > last) parts.push({ text: label.slice(last, m.index) });
    parts.push({ text: m[1], linkKey: m[2] });
    last = m.index + m[0].length;
  }
  if (last < label.length) parts.push({ text: label.slice(last) });
  return parts;
}
