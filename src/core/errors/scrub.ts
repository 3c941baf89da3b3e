/**
 * Removes personal data from an error report's text before it leaves the browser (and again on
 * the server): e-mail addresses, bearer tokens and long secrets, and the query and fragment of
 * every URL (signed links carry their signature there). What remains says where and what failed.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi;
const URL_TAIL = /(\b[a-z][\w+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
// Tokens, JWTs, hashes: one run of 24+ letters, digits, - or _ with a digit and a letter in it.
const SECRET = /\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{24,}\b/gi;

export function scrub(text: string): string {
  return text
    .replace(URL_TAIL, '$1')
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1[token]')
    .replace(SECRET, '[secret]');
}

/** `scrub` over every string of a JSON-like value. */
export function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubValue(inner)]));
  return value;
}
