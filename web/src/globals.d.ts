/** Injected by vite.config.ts `define`; absent under vitest, see lib/build-info.ts. */
declare const __BUILD_DATE__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_DATE_TEXTS__: Readonly<Record<string, string>>;

/** A part of a dictionary (web/dictionary-parts.ts): some of its top-level sections. */
declare module '*.json?part=first' {
  import type enUS from '@customer-hub/contract/i18n/en-US.json';
  const part: Partial<typeof enUS>;
  export default part;
}
declare module '*.json?part=rest' {
  import type enUS from '@customer-hub/contract/i18n/en-US.json';
  const part: Partial<typeof enUS>;
  export default part;
}
