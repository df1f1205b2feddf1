const asText = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** `heloc_length(text)`: length of a string (0 for null). Pure. */
export const textLength = (v: unknown): number => asText(v).length;

/** `heloc_trim(text)`: the string without surrounding white space. Pure. */
export const trim = (v: unknown): string => asText(v).trim();

/** `heloc_words(text)`: number of white-space separated words. Pure. */
export const wordCount = (v: unknown): number => asText(v).trim().split(/\s+/).filter(Boolean).length;

/** `heloc_digits(text)`: only the digits of a string, e.g. of a formatted phone number. Pure. */
export const digits = (v: unknown): string => asText(v).replace(/\D+/g, '');

/**
 * `heloc_matches(text, pattern)`: whether the whole text matches a regular expression (no flags). The pattern is
 * anchored here, so `[a-z]+` does not accept `abc1`. Pure; throws on an invalid pattern.
 */
export const matches = (v: unknown, pattern: unknown): boolean => new RegExp(`^(?:${asText(pattern)})$`).test(asText(v));
