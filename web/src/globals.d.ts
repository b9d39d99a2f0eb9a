/** Injected by vite.config.ts `define`; absent under vitest, see lib/build-info.ts. */
declare const __BUILD_DATE__: string;
declare const __APP_VERSION__: string;
