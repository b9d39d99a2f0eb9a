import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enUS from '../contract/src/i18n/en-US.json' with { type: 'json' };
import { dictionaryPart, FIRST_SECTIONS } from '../web/src/i18n/first-sections.ts';
import { importGraph } from './support/import-graph.ts';

/*
 * The first page waits for the first part of its dictionary only (web/src/i18n/first-sections.ts).
 * Every word the sign-in page, the signed-in frame (and what it opens on the spot) and Home may
 * show must therefore be in a section of that part: a word from another section would show as
 * its key until some other page loads the rest.
 */

const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));

/** What the first pages run: the app's entry, the signed-in frame, Home and its gate. */
const STARTS = ['main.tsx', 'app/shell/shell-layout.tsx', 'features/home-content/pages/home-page.tsx', 'app/screen-gate.tsx'];
/** Where `import()` loads another page (each loads the whole dictionary with its code) or no words. */
const PAGE_LOADERS = new Set(['app/routes.tsx', 'app/screens.ts', 'i18n/i18n.ts', 'main.tsx']);
const DYNAMIC_IMPORT = /\bimport\(\s*['"]((?:@|\.{1,2})\/[^'"]+)['"]\s*\)/g;

/** The files the first pages load: static imports, and what they load on demand but for other pages. */
function firstPageFiles(): Set<string> {
  const graph = importGraph(webSrc);
  const resolve = (from: string, specifier: string) => {
    const path = specifier.startsWith('@/') ? specifier.slice(2) : posix.join(posix.dirname(from), specifier);
    return [...graph.keys()].find((file) => file.replace(/\.tsx?$/, '') === path);
  };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) visit(edge.to);
    if (PAGE_LOADERS.has(file)) return;
    for (const [, specifier] of readFileSync(`${webSrc}/${file}`, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolve(file, specifier!);
      if (target) visit(target);
    }
  };
  STARTS.forEach(visit);
  return seen;
}

/** The dictionary's sections a file names a key of (`'home.title'`, `` `sidebar.${…}` ``). */
function sectionsNamedIn(text: string): string[] {
  return Object.keys(enUS).filter((section) => new RegExp(`['"\`]${section}\\.`).test(text));
}

describe('the first part of the dictionary', () => {
  const files = firstPageFiles();

  it('is read from the frame, the sign-in page and Home (the files followed)', () => {
    for (const file of ['app/shell/shell-layout.tsx', 'app/shell/user-menu-dropdown.tsx', 'features/auth/pages/sign-in-page.tsx', 'features/home-content/components/news-modal.tsx']) {
      expect(files, file).toContain(file);
    }
    expect(files).not.toContain('features/tickets/pages/ticket-page.tsx');
  });

  it('holds every section those files name', () => {
    const missing = [...files].flatMap((file) =>
      sectionsNamedIn(readFileSync(`${webSrc}/${file}`, 'utf8'))
        .filter((section) => !(FIRST_SECTIONS as readonly string[]).includes(section))
        .map((section) => `${file}: ${section}`),
    );
    expect(missing).toEqual([]);
  });

  it('and the rest make the whole dictionary, each section once', () => {
    const first = dictionaryPart(enUS, 'first');
    const rest = dictionaryPart(enUS, 'rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_SECTIONS].sort());
    expect(Object.keys(first).filter((section) => section in rest)).toEqual([]);
    expect({ ...first, ...rest }).toEqual(enUS);
    // A quarter of the words, or the first page would carry most of them again.
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(enUS).length / 4);
  });
});
