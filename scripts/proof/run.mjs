// `npm run proof`: every scripts/proof/*.check.mjs in turn (sorted), each a standalone script that
// prints its figures and exits 0 (holds) or 1; then a summary table. `npm run proof -- crash`
// runs only the checks whose name is given; `--quick` is passed on (fewer cycles, shorter runs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/\.check\.mjs$/, ''));
const all = fs.readdirSync(here).filter((f) => f.endsWith('.check.mjs')).sort();
const chosen = names.length ? all.filter((f) => names.includes(f.replace(/\.check\.mjs$/, ''))) : all;
const unknown = names.filter((n) => !all.includes(`${n}.check.mjs`));
if (unknown.length) {
  console.error(`No check named ${unknown.join(', ')}; there are: ${all.map((f) => f.replace(/\.check\.mjs$/, '')).join(', ')}`);
  process.exit(2);
}

const results = [];
for (const file of chosen) {
  const name = file.replace(/\.check\.mjs$/, '');
  console.log(`\n=== ${name} ${flags.join(' ')}`.trimEnd());
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, file), ...flags], { stdio: 'inherit' });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  results.push({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\nCheck                     Result  Time');
for (const r of results) console.log(`${r.name.padEnd(25)} ${(r.ok ? 'holds' : 'FAILS').padEnd(7)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} of ${results.length} checks fail.` : `\nAll ${results.length} checks hold.`);
process.exit(failed ? 1 : 0);
