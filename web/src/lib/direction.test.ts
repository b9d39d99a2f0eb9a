import { describe, expect, it } from 'vitest';
import { resolveDirection } from '@/lib/direction';

describe('resolveDirection', () => {
  it('defaults to ltr', () => {
    expect(resolveDirection('')).toBe('ltr');
  });

  it('takes ?dir=rtl and remembers it', () => {
    expect(resolveDirection('?dir=rtl')).toBe('rtl');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(resolveDirection('')).toBe('rtl');
  });

  it('lets ?dir=ltr switch back, and ignores other values', () => {
    localStorage.setItem('direction', 'rtl');
    expect(resolveDirection('?dir=sideways')).toBe('rtl');
    expect(resolveDirection('?dir=ltr')).toBe('ltr');
    expect(localStorage.getItem('direction')).toBe('ltr');
  });
});
