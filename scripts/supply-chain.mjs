// `npm run sbom [-- <file>]`: the software bill of materials of what runs in production, in
// CycloneDX (@cyclonedx/cyclonedx-npm, the CycloneDX project's own generator, production
// dependencies only), checked against package-lock.json, then `npm audit --omit=dev`.
// (`npm sbom` leaves out the workspaces' own dependencies, react and zod among them.)
//
// Exits 1 when the SBOM misses a production package or has one without a version or purl, or when
// the audit reports a high or critical advisory. When the registry's advisory service does not
// answer (some mirrors and closed networks refuse its bulk call), the script says so in one line
// and does not count the audit as passed or failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const npm = (args) => spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The CycloneDX SBOM of the production dependency tree. */
export function buildSbom() {
  const run = spawnSync('npx', ['--no-install', 'cyclonedx-npm', '--omit', 'dev', '--output-format', 'JSON', '--output-file', '-'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`cyclonedx-npm failed: ${run.stderr.trim().split('\n').pop()}`);
  return JSON.parse(run.stdout);
}

/** Every component, nested ones (a package's own node_modules) included. */
export function componentsOf(sbom) {
  const out = [];
  const walk = (list) => {
    for (const c of list ?? []) {
      out.push(c);
      walk(c.components);
    }
  };
  walk(sbom.components);
  return out;
}

/**
 * The packages of package-lock.json that production installs here: name@version, workspaces and
 * other platforms' optional builds (not on disk) left out.
 */
export function productionPackages(lock) {
  const out = new Set();
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/') || entry.dev || entry.link) continue;
    if (entry.optional && !fs.existsSync(path.join(root, where))) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    out.add(`${name}@${entry.version}`);
  }
  return out;
}

/** What is wrong with the SBOM, as lines (none when it is sound). */
export function checkSbom(sbom, lock) {
  const problems = [];
  if (sbom.bomFormat !== 'CycloneDX') problems.push(`bomFormat is ${sbom.bomFormat}, not CycloneDX`);
  if (!/^1\.[4-9]$/.test(String(sbom.specVersion))) problems.push(`specVersion ${sbom.specVersion} is older than 1.4`);
  const components = componentsOf(sbom);
  const listed = new Set();
  for (const c of components) {
    const name = c.group ? `${c.group}/${c.name}` : c.name;
    if (!c.version || !c.purl) problems.push(`${name}: no ${c.version ? 'purl' : 'version'}`);
    listed.add(`${name}@${c.version}`);
  }
  for (const p of productionPackages(lock)) if (!listed.has(p)) problems.push(`${p}: installed in production but not in the SBOM`);
  return problems;
}

/**
 * `npm audit --omit=dev`: the counts by severity, or `unavailable` with the registry's answer
 * when its advisory service does not answer.
 */
export function audit() {
  const run = npm(['audit', '--omit=dev', '--json']);
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { unavailable: (run.stderr || 'no answer').trim().split('\n')[0] };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { unavailable: report.message ?? report.error?.summary ?? 'no advisory data in the answer' };
  return { counts };
}

function main() {
  const out = path.resolve(process.argv[2] ?? path.join(root, 'sbom.cdx.json'));
  const sbom = buildSbom();
  fs.writeFileSync(out, `${JSON.stringify(sbom, null, 2)}\n`);
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const problems = checkSbom(sbom, lock);
  const components = componentsOf(sbom);
  const licensed = components.filter((c) => c.licenses?.length).length;
  console.log(`SBOM: ${out} (CycloneDX ${sbom.specVersion}), ${components.length} components, ${licensed} with a licence, ${problems.length} problems`);
  for (const p of problems) console.log(`  ${p}`);
  const result = audit();
  let ok = problems.length === 0;
  if (result.unavailable) {
    console.log(`npm audit --omit=dev: not judged, the registry's advisory service did not answer (${result.unavailable})`);
  } else {
    const { critical = 0, high = 0, moderate = 0, low = 0 } = result.counts;
    console.log(`npm audit --omit=dev: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`);
    ok &&= critical + high === 0;
  }
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
