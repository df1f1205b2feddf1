import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { SvgNode } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';

/** React's prop name for an SVG attribute a logo keeps (server/data/logo-svg.ts): `fill-rule` is `fillRule`. */
const propName = (attribute: string) => attribute.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const propsOf = (attrs: Record<string, string>) => Object.fromEntries(Object.entries(attrs).map(([name, value]) => [propName(name), value]));

function drawn(node: SvgNode | string): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.tag, propsOf(node.attrs), ...node.children.map(drawn));
}

interface LogoProps {
  /** The logo's URL (under /brands/logos/). */
  src: string;
  /** What the logo says; empty when what it is part of names it (it is then hidden from assistive technology). */
  alt: string;
  height: number;
  /** An image only: loaded once the page is laid out. */
  lazy?: boolean;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A logo at `height`: drawn inline when the page data carries its drawing (an SVG image builds a document of its own on
 * the main thread, about 45 ms at 4× CPU for the first), its width following the drawing's proportions; else its image.
 * React writes every attribute of a drawing, so nothing in it is markup.
 */
export function Logo({ src, alt, height, lazy = false, style, testId }: LogoProps) {
  const drawing = useEnvironment().brand.logoDrawings?.[src];
  if (!drawing) return <img src={src} alt={alt} height={height} loading={lazy ? 'lazy' : undefined} style={style} data-testid={testId} />;
  const { width, height: fileHeight, viewBox, ...attrs } = drawing.attrs;
  const box = viewBox ?? (width && fileHeight ? `0 0 ${parseFloat(width)} ${parseFloat(fileHeight)}` : undefined);
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return createElement(
    'svg',
    { ...propsOf(attrs), viewBox: box, height, ...named, style: { ...style, width: 'auto' }, 'data-testid': testId },
    ...drawing.children.map(drawn),
  );
}

/** The brand's logo, named by what it is part of (the link home). */
export function BrandLogo(props: Omit<LogoProps, 'src' | 'alt'>) {
  return <Logo src={useEnvironment().brand.logoUrl} alt="" {...props} />;
}
