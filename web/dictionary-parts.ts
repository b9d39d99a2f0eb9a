import fs from 'node:fs';
import type { Plugin } from 'vite';
import { dictionaryPart, type DictionaryPart } from './src/i18n/first-sections.ts';

const PART = /^(.+[\\/]i18n[\\/][\w-]+\.json)\?part=(first|rest)$/;

/**
 * `<dictionary>.json?part=first` and `?part=rest` are the two parts of a dictionary
 * (src/i18n/first-sections.ts), each its own module and chunk. Its text is a string given to
 * `JSON.parse`, which a browser reads faster than the same object written out in JavaScript.
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'customer-hub:dictionary-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, DictionaryPart];
      this.addWatchFile(file);
      const whole = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(dictionaryPart(whole, part)))});`;
    },
  };
}
