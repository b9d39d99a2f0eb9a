import { config } from 'zod/v4/core';

// The app's Content-Security-Policy allows no 'unsafe-eval'. Left to itself zod compiles each
// object schema's parser with `new Function`, and probes whether it may by calling it once: the
// probe's error is caught, but the browser still reports a policy violation on every page that
// builds a schema (each form). Jitless, zod parses without compiling and never probes. It reads
// the setting when a schema is created, so main.tsx imports this module before anything else.
config({ jitless: true });
