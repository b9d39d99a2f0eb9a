import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, nameWithExtension, safeFileName } from './file-names.ts';
import { isSafeText } from './safe-text.ts';

/** The bidirectional controls: embeddings and overrides, isolates, and the marks (LRM, RLM, ALM). */
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/** Other invisible format characters a name could hide behind. */
const INVISIBLE = ['\u200b', '\u2060', '\ufeff', '\u00ad', '\u{e0041}'];
const INVISIBLE_FORMAT = /[\u200b\u2060\ufeff\u00ad]|\u{e0041}/u;

/** A client-given name: any text, with bidi controls and invisible characters anywhere in it, and an extension now and then. */
const givenName = fc
  .tuple(
    fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom(...BIDI, ...INVISIBLE, '.', '/', '\\', ' ')), {
      maxLength: 40,
    }),
    fc.constantFrom('', '.pdf', '.png', '\u202e.exe'),
  )
  .map(([parts, ext]) => parts.join('') + ext);

describe('file names', () => {
  it('no stored name contains a bidi control or another invisible format character', () => {
    fc.assert(
      fc.property(givenName, fc.constantFrom('pdf', 'png', 'txt'), (given, ext) => {
        for (const name of [safeFileName(given), nameWithExtension(given, ext, 'attachment')]) {
          expect(name).not.toMatch(BIDI_CONTROL);
          expect(name).not.toMatch(INVISIBLE_FORMAT);
          expect(name).not.toMatch(/[\\/]/);
          expect(isSafeText(name)).toBe(true);
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(180);
        }
        expect(nameWithExtension(given, ext, 'attachment')).toMatch(new RegExp(`\\.${ext}$`));
        // Nor does the header a download is sent with, whatever name was stored before.
        const header = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(contentDisposition(given))![1]!);
        expect(header).not.toMatch(BIDI_CONTROL);
      }),
      { numRuns: 200 },
    );
  });

  it('takes a right-to-left override out, so the name reads as what it is', () => {
    expect(nameWithExtension('inv\u202eexe.pdf', 'pdf', 'attachment')).toBe('invexe.pdf');
    expect(nameWithExtension('photo.pdf\u202e', 'png', 'attachment')).toBe('photo.png');
    expect(safeFileName('\u2067.htaccess')).toBe('htaccess');
    expect(contentDisposition('inv\u202eexe.pdf')).toBe(`attachment; filename="invexe.pdf"; filename*=UTF-8''invexe.pdf`);
  });

  it('keeps the joiners that scripts and emoji need, and never cuts an emoji in half', () => {
    expect(safeFileName('می\u200cخواهم.pdf')).toBe('می\u200cخواهم.pdf');
    expect(safeFileName('👩\u200d🔧 plan.pdf')).toBe('👩\u200d🔧 plan.pdf');
    expect(safeFileName(`${'a'.repeat(179)}😀`)).toBe('a'.repeat(179));
  });

  it('cuts a long name before the extension its bytes prove, and makes a fallback safe too', () => {
    const long = nameWithExtension(`${'a'.repeat(176)}.exe.zz`, 'png', 'attachment');
    expect(long).toMatch(/^a+\.png$/);
    expect(long).toHaveLength(180);
    expect(nameWithExtension(' .pdf', 'pdf', 'FT 2026/555')).toBe('FT 2026_555.pdf');
  });
});
