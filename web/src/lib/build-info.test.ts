import { describe, expect, it } from 'vitest';
import { buildDateText, builtOn } from '@/lib/build-info';

describe('the build date in the footer', () => {
  it('is written in the reader’s language, in UTC, and says so', () => {
    expect(buildDateText('2026-11-29T15:07:44.000Z', 'en-US')).toBe('November 29, 2026 at 03:07 PM UTC');
    expect(buildDateText('2026-11-29T15:07:44.000Z', 'pt-PT')).toBe('29 de novembro de 2026 às 15:07 UTC');
    expect(buildDateText('not a date', 'en-US')).toBe('not a date');
  });

  it('is written at build time; without a build, it is written when asked', () => {
    expect(builtOn('es-ES')).toBe(buildDateText('1970-01-01T00:00:00.000Z', 'es-ES'));
  });
});
