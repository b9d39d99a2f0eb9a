import { SAVED_REPLY_PLACEHOLDERS, type SavedReplyPlaceholder } from '@customer-hub/contract/saved-replies';

/** The values of a ticket the placeholders stand for. */
export type PlaceholderValues = Record<SavedReplyPlaceholder, string>;

// `{{ name }}`: what looks like a placeholder (spaces inside the braces allowed).
const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** A value as plain text on one line: control characters (line breaks too) become spaces. */
// eslint-disable-next-line no-control-regex
const plain = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/**
 * A saved reply's text for one ticket, in one pass: each known placeholder becomes its value as
 * written (so a value holding `{{…}}`, `$&` or markup stays literal text and is never filled in
 * turn), each unknown one is left as it was and named in `unknown` (once each, in order).
 */
export function renderPlaceholders(text: string, values: PlaceholderValues): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const known = SAVED_REPLY_PLACEHOLDERS as readonly string[];
  const rendered = text.replace(PLACEHOLDER, (match, name: string) => {
    const key = `{{${name}}}`;
    if (known.includes(key)) return plain(values[key as SavedReplyPlaceholder]);
    if (!unknown.includes(match)) unknown.push(match);
    return match;
  });
  return { text: rendered, unknown };
}
