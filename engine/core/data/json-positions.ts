/** A place in a text file: 1-based line and column. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The line and column of a character offset in `text`. Pure. */
export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: Math.max(1, offset - start + 1) };
}

/** Escapes one JSON-pointer segment (RFC 6901). Pure. */
export const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The character offset of every value of a valid JSON text, by JSON pointer ('' and '/' both name the root). A
 * property's offset is that of its key, so a message points at the name. Pure; assumes `text` parses.
 */
export function jsonValueOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  let i = 0;
  const ws = () => { while (i < text.length && /\s/.test(text[i])) i += 1; };
  const str = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string, at?: number): void => {
    ws();
    offsets.set(pointer, at ?? i);
    const c = text[i];
    if (c === '{') {
      i += 1;
      ws();
      while (i < text.length && text[i] !== '}') {
        ws();
        const keyAt = i;
        const key = str();
        ws();
        i += 1; // ':'
        value(`${pointer}/${escapePointer(key)}`, keyAt);
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (c === '[') {
      i += 1;
      ws();
      let n = 0;
      while (i < text.length && text[i] !== ']') {
        value(`${pointer}/${n}`);
        n += 1;
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (c === '"') str();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i += 1;
  };
  value('');
  return offsets;
}

/**
 * The position of a JSON pointer in a valid JSON text: the value itself, else its nearest ancestor (a missing property
 * is reported where its object starts). Pure.
 */
export function pointerPosition(text: string, pointer: string, offsets: Map<string, number> = jsonValueOffsets(text)): TextPosition {
  let p = pointer === '/' ? '' : pointer;
  while (!offsets.has(p) && p !== '') p = p.slice(0, p.lastIndexOf('/'));
  return positionAt(text, offsets.get(p) ?? 0);
}

/** The position a JSON.parse error names (`position N`, or `line L column C`), else the file's start. Pure. */
export function syntaxErrorPosition(text: string, message: string): TextPosition {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  if (pos) return positionAt(text, Number(pos[1]));
  if (/end of JSON input/.test(message)) return positionAt(text, text.length);
  return { line: 1, column: 1 };
}
