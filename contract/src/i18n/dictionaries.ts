import { FALLBACK_LANGUAGE, type LanguageCode } from '../constants/languages.ts';
import enUSServer from './en-US.server.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import esESServer from './es-ES.server.json' with { type: 'json' };
import esES from './es-ES.json' with { type: 'json' };
import ptPTServer from './pt-PT.server.json' with { type: 'json' };
import ptPT from './pt-PT.json' with { type: 'json' };

/**
 * The one dictionary of each language, for the server: `<lang>.json` (every text the web shows,
 * which the web downloads one language at a time) and `<lang>.server.json` (what only the server
 * writes: emails, file names and words of the PDF, XLSX and CSV files, notification titles), two
 * files of one set whose namespaces never overlap. The server reads the web's keys for every label
 * the web also shows (statuses, document types, report columns…). Never imported by the web: it
 * holds all three languages.
 */
export type Dictionary = typeof enUS & typeof enUSServer;

const DICTIONARIES: Record<LanguageCode, Dictionary> = {
  'en-US': { ...enUS, ...enUSServer },
  'es-ES': { ...esES, ...esESServer },
  'pt-PT': { ...ptPT, ...ptPTServer },
};

/** "a.b.c" for every text of a nested dictionary. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The key of one text of the dictionaries. */
export type TextKey = Leaves<Dictionary>;

/** The values a text's {{placeholders}} take. */
export type TextValues = Record<string, string | number | null | undefined>;

/** A language's whole dictionary, for code that picks texts by a value (a status, a column): `dictionary(l).statuses[s]`. */
export function dictionary(language: LanguageCode): Dictionary {
  return DICTIONARIES[language] ?? DICTIONARIES[FALLBACK_LANGUAGE];
}

/** The text at `key` as written, placeholders and all (the email templates keep their mustache tags). */
export function rawText(language: LanguageCode, key: TextKey): string {
  let node: unknown = dictionary(language);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text "${key}" in ${language}`);
  return node;
}

/**
 * Fills {{name}} placeholders, the web's (i18next's) syntax: spaces inside the braces are allowed,
 * a value not given is written as nothing.
 */
export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The text at `key` in `language`, its placeholders filled from `values`. */
export function t(language: LanguageCode, key: TextKey, values?: TextValues): string {
  return interpolate(rawText(language, key), values);
}

/** `t` bound to one language. */
export const translator =
  (language: LanguageCode) =>
  (key: TextKey, values?: TextValues): string =>
    t(language, key, values);
