import type { Config } from './config.ts';
import type { DemoLogin } from './seed/demo.ts';

/**
 * What the server prints once it listens: its address, the database, where the API
 * documentation is (or how to turn it on), the integrators' page, and the demo logins when it seeded them.
 */
export function startBanner(config: Config, databaseKind: 'pglite' | 'postgres', demoLogins: readonly DemoLogin[]): string {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown}:${config.port}`;
  const lines = [
    '',
    `Customer Hub is ready at ${base}  (database: ${databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    config.openApiUi ? `API documentation: ${base}/api/docs` : 'API documentation: off in production (OPENAPI_UI=1 serves it at /api/docs)',
    `Connect your systems (API keys, webhooks): ${base}/Connect  (API document: ${base}/api/openapi.json)`,
  ];
  if (config.demo) {
    lines.push(`Demo logins (password: ${config.demoPassword}):`);
    for (const l of demoLogins) lines.push(`  ${l.userName.padEnd(18)} ${l.role.padEnd(11)} ${l.description}`);
  }
  return lines.join('\n') + '\n';
}
