/**
 * Text nobody types: U+0000 (PostgreSQL cannot store it) and a UTF-16 surrogate without its
 * partner (not a character at all). Request input holding either is refused with a 400
 * (lib/validation.ts); what the app writes to its own logs is cleaned with `storableText()`.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (NUL or an unpaired surrogate)';

export const isSafeText = (text: string): boolean => !UNSAFE.test(text);

/** The text with each NUL and unpaired surrogate replaced by U+FFFD, so it can be stored and read. */
export const storableText = (text: string): string => text.replace(UNSAFE_ALL, '\ufffd');

interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

const pathOf = (step: Step): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) path.push(s.key);
  return path.reverse();
};

/**
 * The paths of every string (value or object key) in `value` that holds unsafe text. Walks
 * without recursion (each step points at its parent), so a deeply nested body costs neither
 * stack nor copied paths.
 */
export function unsafeTextPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (isSafeText(key)) stack.push({ value: item, key, parent: step });
        else found.push([...pathOf(step), storableText(key)]);
      }
    }
  }
  return found;
}
