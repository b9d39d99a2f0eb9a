/**
 * The time zone a browser that has signed in has told the server (the sign-in page writes it,
 * web/src/i18n/language.ts): this machine's, which is the browser's.
 */
export const readerZoneCookie = (base: string) => ({
  name: 'ch_tz',
  value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone),
  url: base,
  sameSite: 'Lax' as const,
});
