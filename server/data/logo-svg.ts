import { XMLParser } from 'fast-xml-parser';
import type { SvgNode } from '../../engine/core';

/** The elements a logo may draw with. Anything else (script, style, image, use, foreignObject, animation…) is refused. */
const ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask',
]);
/** Elements passed over with what they hold: they name or describe the drawing, which the logo's link names instead. */
const DROPPED = new Set(['title', 'desc', 'metadata']);
/** Geometry and presentation attributes. No event handler, link, style sheet or class can reach the page. */
const ATTRIBUTES = new Set([
  'id', 'viewBox', 'preserveAspectRatio', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy',
  'width', 'height', 'd', 'points', 'pathLength', 'transform', 'fill', 'fill-rule', 'fill-opacity', 'clip-rule',
  'clip-path', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'stroke', 'stroke-width', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'font-family',
  'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-anchor', 'dominant-baseline', 'dx', 'dy',
  'textLength', 'lengthAdjust', 'display', 'visibility', 'color',
]);
/** Attributes that only declare namespaces or the element's role: not needed inline, and not refused. */
const IGNORED = /^(xmlns(:.*)?|version|role|aria-.*|xml:space|data-.*)$/;
/** A reference within the logo (`url(#id)`); any other url() would load something. */
const URL_REF = /url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g;

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: true, processEntities: true, htmlEntities: false });

type Parsed = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * A brand's SVG logo as a tree the page can draw inline, or null when it uses anything beyond drawing (a script, a
 * style sheet or class, an image, a link, an external url()…): such a logo is shown as an image. Its ids (and the
 * url(#…) references to them) get `idPrefix`, so two drawings on one page cannot collide. Pure.
 */
export function logoSvgTree(markup: string, idPrefix: string): SvgNode | null {
  let parsed: Parsed[];
  try {
    parsed = parser.parse(markup) as Parsed[];
  } catch {
    return null;
  }
  const roots = parsed.filter((n) => !('?xml' in n) && !('#comment' in n));
  if (roots.length !== 1 || !('svg' in roots[0])) return null;
  const convert = (node: Parsed): SvgNode | string | null | undefined => {
    if ('#text' in node) return String(node['#text']);
    if ('#comment' in node) return undefined;
    const tag = Object.keys(node).find((k) => k !== ':@')!;
    if (DROPPED.has(tag)) return undefined;
    if (!ELEMENTS.has(tag)) return null;
    const attrs: Record<string, string> = {};
    for (const [name, raw] of Object.entries(node[':@'] ?? {})) {
      if (IGNORED.test(name)) continue;
      if (!ATTRIBUTES.has(name)) return null;
      const value = String(raw);
      if (/url\(/i.test(value.replace(URL_REF, ''))) return null;
      attrs[name] = name === 'id' ? `${idPrefix}${value}` : value.replace(URL_REF, (_m, _q, id: string) => `url(#${idPrefix}${id})`);
    }
    const children: Array<SvgNode | string> = [];
    for (const child of node[tag] as Parsed[]) {
      const converted = convert(child);
      if (converted === null) return null;
      if (converted !== undefined) children.push(converted);
    }
    return { tag, attrs, children };
  };
  const tree = convert(roots[0]);
  return tree && typeof tree !== 'string' ? tree : null;
}
