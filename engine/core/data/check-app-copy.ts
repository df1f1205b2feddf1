import { consentLinkKeys } from '../brand/consent-label-parts';
import { COPY_FAMILIES, familyKeys, familyPattern } from '../brand/copy-families';
import { BRAND_PLACEHOLDERS, placeholders } from './check-brands';
import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

/** What the app's React pages ask of the brands: the keys they name and the placeholders they fill. */
export interface AppCopyUse {
  /** Every key the pages name (the generated list), in its order. */
  listed: readonly string[];
  /** The generated list's file, for the position of a listed key. */
  listFile: string;
  /** Key → the placeholders the pages fill in its text (keys used with values the list cannot name are absent). */
  filled: Readonly<Record<string, readonly string[]>>;
  /** A data file's value as the check read it (the families whose values live in data read them here). */
  read: (file: string) => unknown;
}

/**
 * The app's copy against the brands: a key the pages name (literally or through a family of
 * engine/core/brand/copy-families.ts) that brands/default.brand.json lacks; a key of a family's shape, in the default
 * or an override, that no value of the family (nor a literal use, nor a data file) produces; a `{placeholder}` of a
 * default text that the pages do not fill (an override may use only its default text's placeholders: checkBrands). `copies`: each brand file's copy (the default's
 * first); `namedElsewhere`: the keys the data files and the literal uses name. Pure.
 */
export function checkAppCopy(use: AppCopyUse, copies: Record<string, Record<string, unknown>>, namedElsewhere: ReadonlySet<string>): DataProblem[] {
  const [defaultFile, defaultCopy] = Object.entries(copies)[0] ?? [];
  if (!defaultFile || !defaultCopy) return [];
  const families = familyKeys(use.read);
  const familyKeySet = new Set(families.map((f) => f.key));
  const problems: DataProblem[] = [];
  const missing = (key: string) => !(key in defaultCopy);
  use.listed.forEach((key, i) => {
    if (missing(key)) problems.push({ code: 'E_MISSING_COPY', file: use.listFile, pointer: `/${i}`, message: `copy key '${key}', which the app's pages use, is not in ${defaultFile}`, didYouMean: closestName(key, Object.keys(defaultCopy)) });
  });
  for (const { key, family } of families) {
    // A link's key is reported at the text that names it (linkProblems).
    if (use.listed.includes(key) || !missing(key) || family === 'link.*') continue;
    problems.push({
      code: 'E_MISSING_COPY', file: 'engine/core/brand/copy-families.ts', pointer: `/${escapePointer(family)}`,
      message: `copy key '${key}' (a value of the family '${family}', read from the data) is not in ${defaultFile}`, hint: 'add it to the default brand, and run npm run -s build:copy-keys',
    });
  }
  problems.push(...linkProblems(copies, defaultFile, defaultCopy));
  const patterns = Object.keys(COPY_FAMILIES).map((family) => ({ family, pattern: familyPattern(family) }));
  for (const [file, copy] of Object.entries(copies)) {
    for (const [key, text] of Object.entries(copy)) {
      const at = `/copy/${escapePointer(key)}`;
      const shape = patterns.find((p) => p.pattern.test(key));
      if (shape && !familyKeySet.has(key) && !namedElsewhere.has(key)) {
        problems.push({
          code: 'E_COPY_KEY_UNUSED', file, pointer: at, message: `'${key}' has the shape of the family '${shape.family}', but none of its values makes it, so the app never shows it`,
          hint: 'rename it to a value of the family, or remove it', didYouMean: closestName(key, families.filter((f) => f.family === shape.family).map((f) => f.key)),
        });
      }
      // An override's placeholders are held to its default text's (checkBrands), so the default's text is checked here.
      const filled = use.filled[key];
      if (!filled || typeof text !== 'string' || file !== defaultFile) continue;
      const known = [...BRAND_PLACEHOLDERS, ...filled];
      for (const name of new Set(placeholders(text).filter((n) => !known.includes(n)))) {
        problems.push({
          code: 'E_PLACEHOLDER_UNFILLED', file, pointer: at, hint: 'use a value the page fills (see the list), or remove the placeholder', didYouMean: closestName(name, known) && `{${closestName(name, known)}}`,
          message: `{${name}} in '${key}' has no value where the app shows it (filled: ${known.map((n) => `{${n}}`).join(', ')})`,
        });
      }
    }
  }
  return problems;
}

/**
 * The consent labels' links (`[words](key)` opens copy `link.<key>`, the family `link.*`) in every brand's texts, the
 * default's and each override: a link whose `link.<key>` the default brand lacks, at the text that names it. Pure.
 */
function linkProblems(copies: Record<string, Record<string, unknown>>, defaultFile: string, defaultCopy: Record<string, unknown>): DataProblem[] {
  const known = Object.keys(defaultCopy).filter((k) => familyPattern('link.*').test(k));
  return Object.entries(copies).flatMap(([file, copy]) => Object.entries(copy).flatMap(([key, text]) =>
    (typeof text === 'string' ? [...new Set(consentLinkKeys(text))] : []).filter((link) => !(`link.${link}` in defaultCopy)).map((link): DataProblem => ({
      code: 'E_MISSING_COPY', file, pointer: `/copy/${escapePointer(key)}`, didYouMean: closestName(`link.${link}`, known),
      message: `'${key}' links to (${link}), but copy key 'link.${link}' (the family 'link.*') is not in ${defaultFile}, so ${file} shows a link to nowhere`,
      hint: `add 'link.${link}' (the link's address) to ${defaultFile}, or link to a key it has`,
    }))));
}
