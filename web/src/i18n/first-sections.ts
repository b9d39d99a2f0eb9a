/**
 * The dictionary's sections a first page needs: the public sign-in, the signed-in frame (with what
 * it opens without leaving the page: the user menu, the bell, search, the privacy policy, the
 * cookie notice, chat) and Home. They come in a part of their own, a quarter of the whole, the
 * only one the first page waits for; any other page waits for the rest too (app/routes.tsx), loaded
 * once. web/vite.config.ts cuts the two parts (`<language>.json?part=first|rest`);
 * web/test/first-sections.test.ts checks that what those pages' modules read is here.
 */
export const FIRST_SECTIONS = [
  'app',
  'common',
  'errors',
  'signin',
  'twoFactor',
  'notFound',
  'serverError',
  'language',
  'shell',
  'sidebar',
  'footer',
  'routes',
  'customerArea',
  'viewAs',
  'offline',
  'cookies',
  'privacyPolicy',
  'globalSearch',
  'notifications',
  'chat',
  'home',
  'homeContent',
] as const;

export type DictionaryPart = 'first' | 'rest';

/** The sections of `dictionary` in `part`, in the dictionary's order. */
export function dictionaryPart<T extends Record<string, unknown>>(dictionary: T, part: DictionaryPart): Partial<T> {
  const first = new Set<string>(FIRST_SECTIONS);
  return Object.fromEntries(Object.entries(dictionary).filter(([section]) => first.has(section) === (part === 'first'))) as Partial<T>;
}
