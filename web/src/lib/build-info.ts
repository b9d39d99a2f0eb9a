/** Build constants from vite.config.ts; the fallbacks only apply where `define` did not run (unit tests). */
export const BUILD_DATE: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : '1970-01-01T00:00:00.000Z';
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
