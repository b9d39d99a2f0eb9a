import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));

/** Every .ts/.tsx file under a folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A length limit written as a number on an input: `maxLength={200}`, `maxLength="200"`, `maxLength={a ? 32 : 6}`. */
const LITERAL_LIMIT = /maxLength=(?:"\d+"|\{[^{}]*?(?<![\w.])\d[\d_]*(?![\w.])[^{}]*\})/g;

/** The offending `maxLength=…` of a source text, each with its line number. */
function literalLimits(text: string): string[] {
  return [...text.matchAll(LITERAL_LIMIT)].map((match) => `${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
}

describe('form limits come from the contract', () => {
  it('finds a literal limit in the forms it is written in', () => {
    expect(literalLimits('<TextInput\n  maxLength={200}\n/>')).toEqual(['2: maxLength={200}']);
    expect(literalLimits('<Textarea maxLength="500" />')).toHaveLength(1);
    expect(literalLimits('<TextInput maxLength={recovery ? 32 : 6} />')).toHaveLength(1);
    expect(literalLimits('<TextInput maxLength={ORDER_REQUEST_NO_MAX} maxLength={TWO_FACTOR_CODE_DIGITS} />')).toEqual([]);
  });

  it('no input in web/src sets maxLength to a number literal: the limit is a named constant of contract/src/constants', () => {
    const found = sources(webSrc).flatMap((file) => literalLimits(readFileSync(file, 'utf8')).map((hit) => `${file.slice(webSrc.length + 1)}:${hit}`));
    expect(found).toEqual([]);
  });
});
