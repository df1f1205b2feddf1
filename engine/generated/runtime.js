// The one ajv runtime helper the generated validators use: string length in Unicode code points.
export function ucs2length(str) {
  let length = 0;
  let pos = 0;
  while (pos < str.length) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length) {
      const extra = str.charCodeAt(pos);
      if ((extra & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
