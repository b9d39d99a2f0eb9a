import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/lib/download';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="current-account.csv"', 'current-account.csv'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''extrato%20de%20conta.pdf", 'extrato de conta.pdf'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
