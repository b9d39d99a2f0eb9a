import type { $ZodConfig } from 'zod/v4/core';

/**
 * The app's Content-Security-Policy allows no 'unsafe-eval'. Left to itself zod compiles each
 * object schema's parser with `new Function`, and probes whether it may by calling it once: the
 * probe's error is caught, but the browser still reports a policy violation on every page that
 * builds a schema (each form). Jitless, zod parses without compiling and never probes.
 *
 * zod reads the setting when a schema is created, from the settings object every copy of zod
 * shares on `globalThis` (the one `config()` writes to, made on zod's first load unless it is
 * there already). The first page loads no zod, so the object is put there before zod is loaded;
 * main.tsx imports this module before anything else. The e2e form flows fail on any reported
 * violation (`watchCsp`), so a zod that read its settings elsewhere would be noticed.
 */
const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
// Into zod's own object when it is already there (a test may load zod first), never a new one.
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
