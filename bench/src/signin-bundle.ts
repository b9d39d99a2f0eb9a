import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freshDatabase } from './lib/postgres.ts';
import { ROOT, startServer } from './lib/processes.ts';
import { fmt, printFigures } from './lib/report.ts';

const BUDGET_KB = 200;

/** The JavaScript a browser really loads for /signin, gzipped, from the built app. */
export async function benchSigninBundle(): Promise<boolean> {
  if (!fs.existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('Build the web app first: npm run build');
  const database = await freshDatabase('ch_bench_web');
  const app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url });
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    .catch(async (error: unknown) => {
      await app.stop();
      await database.drop();
      throw error;
    });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gz: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gz: gzipSync(body).length });
    });
    await page.goto(`http://127.0.0.1:${app.port}/signin`, { waitUntil: 'networkidle' });
    const totalGz = scripts.reduce((s, x) => s + x.gz, 0) / 1024;
    const totalRaw = scripts.reduce((s, x) => s + x.raw, 0) / 1024;
    printFigures('Sign-in page JavaScript (gzip level 6, as loaded by Chromium)', [
      ...scripts.map((s) => ({ name: s.url, value: `${fmt(s.gz / 1024, 1)} KB gz (${fmt(s.raw / 1024, 1)} KB raw)` })),
      { name: 'total', value: `${fmt(totalGz, 1)} KB gz (${fmt(totalRaw, 1)} KB raw), ratio to budget ${fmt(totalGz / BUDGET_KB, 2)}`, budget: `<= ${BUDGET_KB} KB`, ok: totalGz <= BUDGET_KB },
    ]);
    return totalGz <= BUDGET_KB;
  } finally {
    await browser.close();
    await app.stop();
    await database.drop();
  }
}
