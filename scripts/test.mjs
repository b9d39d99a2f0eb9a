// `npm test`: every test. API and unit tests (vitest: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser flows (Playwright in Debian's Chromium).
// Ends with one line "N passed, N failed, N skipped" over both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const durations = [];
/** Runs one part of the test command, noting how long it took (printed at the end). */
const run = (name, cmd, args, env = {}) => {
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  durations.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return status;
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

const vitestJson = path.join(out, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
ok = run('API and unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]) === 0 && ok;
const v = readJson(vitestJson);
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + v.numTodoTests;
  // The slowest files first, so a test that makes the run slower is seen the day it lands.
  const slowest = v.testResults
    .map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log('\nSlowest test files:');
  for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
} else ok = false;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const pwJson = path.join(out, 'playwright.json');
  fs.rmSync(pwJson, { force: true });
  ok = run('web build', 'npm', ['run', 'build', '-w', 'web']) === 0 && ok;
  ok = run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) === 0 && ok;
  const p = readJson(pwJson);
  if (p) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
  } else ok = false;
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`Browser tests are required (REQUIRE_E2E=1) but ${chromium} is missing: apt-get install -y chromium`);
  ok = false;
} else {
  console.warn(`Browser tests skipped: ${chromium} not found (apt-get install -y chromium).`);
}

console.log(`\n${durations.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
