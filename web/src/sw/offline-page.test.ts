import { describe, expect, it } from 'vitest';
import enUS from '@customer-hub/contract/i18n/en-US.json';
import esES from '@customer-hub/contract/i18n/es-ES.json';
import ptPT from '@customer-hub/contract/i18n/pt-PT.json';
import { renderOfflinePage } from '@/sw/offline-page';

describe('renderOfflinePage', () => {
  const html = renderOfflinePage('Customer Hub', { 'en-US': enUS.offline, 'es-ES': esES.offline, 'pt-PT': ptPT.offline });

  it('says it in the three languages, from the dictionaries', () => {
    for (const [lang, texts] of [['en-US', enUS.offline], ['es-ES', esES.offline], ['pt-PT', ptPT.offline]] as const) {
      expect(html).toContain(`<section lang="${lang}">`);
      expect(html).toContain(texts.title);
      expect(html).toContain(texts.retry);
    }
  });

  it('needs no script nor any other file', () => {
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it('escapes the texts', () => {
    const page = renderOfflinePage('A & B', { 'en-US': { title: '<b>', text: '"x"', retry: "it's" } });
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('&lt;b&gt;');
    expect(page).not.toContain('<b>');
  });
});
