import { describe, expect, it } from 'vitest';
import { isSafeText, storableText, unsafeTextPaths } from './safe-text.ts';

describe('safe text', () => {
  it('refuses a NUL and a surrogate without its partner, and accepts whole pairs', () => {
    expect(isSafeText('Porto Norte, café 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(isSafeText('\udc00\ud800')).toBe(false);
  });

  it('turns unsafe characters into U+FFFD for storing, keeping the rest', () => {
    expect(storableText('a\u0000b\ud800c😀')).toBe('a\ufffdb\ufffdc😀');
  });

  it('names every string and key that holds unsafe text, however deep', () => {
    const body = { name: 'ok', email: 'a\u0000', lines: [{ text: 'x' }, { text: '\ud800' }], vars: { 'k\u0000': 'v' } };

    expect(unsafeTextPaths(body)).toEqual([['email'], ['lines', 1, 'text'], ['vars', 'k\ufffd']]);
    expect(unsafeTextPaths({ a: 1, b: [true, null], c: 'fine' })).toEqual([]);
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];

    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});
