import { flagOf } from '@customer-hub/contract/languages';
import { describe, expect, it } from 'vitest';
import i18n, { changeAppLanguage } from '@/i18n/i18n';
import { detectLanguage, noteTimeZone, resolveLanguage, shareReaderSettings } from '@/i18n/language';

describe('language resolution before sign-in', () => {
  it('uses a supported browser language', () => {
    expect(resolveLanguage(null, ['pt-PT'])).toBe('pt-PT');
    expect(resolveLanguage(null, ['en-GB', 'es-ES'])).toBe('en-US');
    expect(resolveLanguage(null, ['pt-BR'])).toBe('pt-PT');
  });

  it('skips unsupported browser languages and takes the first supported one', () => {
    expect(resolveLanguage(null, ['de-DE', 'fr', 'pt'])).toBe('pt-PT');
  });

  it('falls back to Spanish when no browser language is supported', () => {
    expect(resolveLanguage(null, ['de-DE', 'fr-FR'])).toBe('es-ES');
    expect(resolveLanguage(null, [])).toBe('es-ES');
  });

  it('prefers the remembered choice, ignoring a remembered value that is not a language code', () => {
    expect(resolveLanguage('pt-PT', ['en-US'])).toBe('pt-PT');
    expect(resolveLanguage('klingon', ['en-US'])).toBe('en-US');
  });

  it('reads the choice from localStorage "language"', () => {
    localStorage.setItem('language', 'es-ES');
    expect(detectLanguage(localStorage, { languages: ['en-US'], language: 'en-US' } as unknown as Navigator)).toBe('es-ES');
  });
});

describe('flags', () => {
  it('takes the flag from the part after the dash', () => {
    expect(flagOf('en-US')).toBe('US');
    expect(flagOf('es-ES')).toBe('ES');
    expect(flagOf('pt-PT')).toBe('PT');
  });
});

describe('changeAppLanguage', () => {
  it('switches i18n, persists the choice and sets <html lang>', async () => {
    await changeAppLanguage('pt-PT');
    expect(i18n.language).toBe('pt-PT');
    expect(localStorage.getItem('language')).toBe('pt-PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(i18n.t('errors.generic')).toBe('Ocorreu um erro.');
  });
});

describe('the time zone the server renders in', () => {
  const zoneCookie = () => /(?:^|;\s*)ch_tz=([^;]*)/.exec(document.cookie)?.[1];
  const expire = () => (document.cookie = 'ch_tz=; Path=/; Max-Age=0');

  it('is asked of the browser only when the server was never told it', () => {
    expire();
    shareReaderSettings();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zoneCookie()).toBe(encodeURIComponent(zone));
    document.cookie = 'ch_tz=Atlantic%2FAzores; Path=/';
    shareReaderSettings();
    expect(zoneCookie()).toBe('Atlantic%2FAzores');
    expire();
  });

  it('is told again when a formatter of local times finds it changed', () => {
    document.cookie = 'ch_tz=Atlantic%2FAzores; Path=/';
    noteTimeZone('Europe/Lisbon');
    expect(zoneCookie()).toBe('Europe%2FLisbon');
    noteTimeZone(undefined);
    expect(zoneCookie()).toBe('Europe%2FLisbon');
    expire();
  });
});
