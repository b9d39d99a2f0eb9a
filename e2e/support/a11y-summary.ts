import fs from 'node:fs';
import path from 'node:path';

/**
 * The accessibility sweep's tests run in parallel workers, so no one test sees them all: each
 * writes what it checked and found here (`recordSweep`), and the run's global teardown adds them up
 * into the sweep's one line, with the time the sweep took from its first test's start to its last
 * one's end. The global setup empties the folder, so a run counts only its own tests.
 */
const DIR = path.resolve(import.meta.dirname, '../../test-results/a11y');

export interface SweepRecord {
  test: string;
  screens: string[];
  findings: string[];
  language: string;
  viewport: string;
  coverage: 'full' | 'sample';
  started: number;
  ended: number;
}

export function recordSweep(record: SweepRecord): void {
  fs.mkdirSync(DIR, { recursive: true });
  const file = `${record.test.replace(/[^\w-]+/g, '-')}.json`;
  fs.writeFileSync(path.join(DIR, file), JSON.stringify(record));
}

function readRecords(): SweepRecord[] {
  if (!fs.existsSync(DIR)) return [];
  return fs.readdirSync(DIR).map((file) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as SweepRecord);
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The line of a run that swept, or nothing for a run without the sweep. */
export function summary(records: SweepRecord[]): string[] {
  if (records.length === 0) return [];
  const screens = new Set(records.flatMap((r) => r.screens));
  const findings = records.flatMap((r) => r.findings);
  const took = Math.max(...records.map((r) => r.ended)) - Math.min(...records.map((r) => r.started));
  const checks = records.reduce((sum, r) => sum + r.screens.length, 0);
  const full = records.filter((r) => r.coverage === 'full');
  const sampled = records.filter((r) => r.coverage === 'sample');
  const viewports = new Set(records.map((r) => r.viewport)).size;
  const languages = new Set(records.map((r) => r.language)).size;
  return [
    ...findings.map((f) => `  ${f}`),
    `${screens.size} screens at ${viewports} viewports in ${languages} languages (${full.length} areas in full, ${sampled.length} sampled; ${checks} checks): ${findings.length} serious/critical violations`,
    `accessibility sweep: ${records.length} tests in ${minutes(took)}`,
  ];
}

export default function globalSetup(): () => void {
  fs.rmSync(DIR, { recursive: true, force: true });
  return () => {
    for (const line of summary(readRecords())) console.log(line);
  };
}
