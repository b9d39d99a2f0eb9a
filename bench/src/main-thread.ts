import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { freshDatabase } from './lib/postgres.ts';
import { acceptPendingPolicies } from './lib/privacy-policy.ts';
import { CPU_SLOWDOWN, PHONE } from './lib/phone.ts';
import { requireBuild, ROOT, startServer } from './lib/processes.ts';
import { readerZoneCookie } from './lib/reader.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const USER = 'customer';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';
const RUNS = Math.max(1, Number(process.env.BENCH_MAIN_THREAD_RUNS) || 3);
/** How many functions each long task names (BENCH_MAIN_THREAD_TOP, 3). */
const TOP_FUNCTIONS = Math.max(1, Number(process.env.BENCH_MAIN_THREAD_TOP) || 3);
/** A task longer than this blocks the reader (the long-task threshold of the web's own API). */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface LongTask {
  /** ms since navigation start (4× CPU) */
  at: number;
  ms: number;
  /** Where its time went, by function (source-mapped when the build has maps), largest first. */
  top: string[];
  /** Where its time went by the browser's own trace events (parsing, style, layout, script), self time, largest first. */
  work: string[];
}

/** Self time of the trace's complete events inside one task, by name, largest first (the task itself left out). */
function browserWork(events: TraceEvent[], task: TraceEvent): string[] {
  const inside = events
    .filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur! && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    stack.push({ end: e.ts + e.dur!, name: e.name });
  }
  return [...self]
    .filter(([name]) => !/RunTask$/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${fmt(us / 1000)} ${name}`);
}

const maps = new Map<string, SourceMapConsumer | null>();

/** `function file:line`, read through the build's source map when `vite build --sourcemap` wrote one. */
function frameName(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return `(${frame.functionName || 'program'})`;
  const { pathname } = new URL(frame.url);
  if (!maps.has(pathname)) {
    const file = path.join(ROOT, 'web', 'dist', `${pathname}.map`);
    maps.set(pathname, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  const original = maps.get(pathname)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original?.source) return `${frame.functionName || '(anonymous)'} ${pathname.replace(/^\/assets\//, '')}`;
  return `${original.name ?? frame.functionName ?? '(anonymous)'} ${original.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
}

/**
 * One load of `address` on a phone with a 4× slower CPU, traced until 4 s after the app has taken
 * the page over: the renderer's tasks over 50 ms, each with the functions its time went to (CPU
 * profile samples in its window, self time).
 */
async function traceLoad(browser: Browser, base: string, address: string, token?: string): Promise<LongTask[]> {
  // A signed-in browser keeps the session's expiry (the token itself is in the HttpOnly cookie).
  const localStorage = [
    { name: 'cookieAccepted', value: 'true' },
    { name: 'language', value: 'en-US' },
    ...(token ? [{ name: 'tokenExpires', value: String(Date.now() + 3_600_000) }] : []),
  ];
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: [{ origin: base, localStorage }] } });
  try {
    await context.addCookies([readerZoneCookie(base), ...(token ? [{ name: 'ch_session', value: token, url: base, httpOnly: true, sameSite: 'Lax' as const }] : [])]);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8,blink,loading', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${address}`, { waitUntil: 'commit' });
    // Polled with a bare evaluation: Playwright's waitForFunction first injects its own script into
    // the page, a long task of its own at 4× (hundreds of ms) that is not the app's.
    const live = async () => ((await cdp.send('Runtime.evaluate', { expression: "document.documentElement.hasAttribute('data-hydrated')", returnByValue: true })).result.value as boolean);
    for (const deadline = Date.now() + 60_000; !(await live()); ) {
      if (Date.now() > deadline) throw new Error(`${address} was not taken over within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.waitForTimeout(4000);
    // The load measured is the page asked for, not a way round it (a sign-in the app sent it to).
    if (new URL(page.url()).pathname !== address) throw new Error(`${address} ended at ${page.url()}`);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await complete;
    // The page's renderer main thread: of the threads named CrRendererMain, the busiest.
    const busy = new Map<string, number>();
    for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`)
      .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
    const start = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? Math.min(...events.filter((e) => `${e.pid}:${e.tid}` === main).map((e) => e.ts));
    const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === main && e.ts >= start && (e.dur ?? 0) > LONG_TASK_MS * 1000);
    const mainEvents = events.filter((e) => `${e.pid}:${e.tid}` === main);
    const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
    const times: number[] = [];
    let t = profile.startTime;
    for (const delta of profile.timeDeltas ?? []) times.push((t += delta));
    return tasks.map((task) => {
      const self = new Map<string, number>();
      (profile.samples ?? []).forEach((id, i) => {
        if (times[i]! < task.ts || times[i]! > task.ts + task.dur!) return;
        const name = frameName(nodes.get(id)!.callFrame);
        self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 250) / 1000);
      });
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS).map(([name, ms]) => `${fmt(ms)} ${name}`);
      return { at: (task.ts - start) / 1000, ms: task.dur! / 1000, top, work: browserWork(mainEvents, task) };
    });
  } finally {
    await context.close();
  }
}

const blocking = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The main thread of a phone (4× slower CPU) while the sign-in page (the baseline) and a signed-in
 * Home load: the time its tasks over 50 ms block the reader (the part of each over 50 ms, the sum
 * Lighthouse's total blocking time is made of, here from navigation until 4 s after the page is
 * live), median of BENCH_MAIN_THREAD_RUNS (3), and the median run's long tasks, each with where
 * its time went. With a build that has source maps (`npx vite build --sourcemap` in web/), the
 * functions are named as in the source.
 */
export async function benchMainThread(): Promise<boolean> {
  requireBuild({ serverRender: true });
  const database = await freshDatabase('ch_bench_main_thread');
  const app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
    const { access_token: token } = (await res.json()) as { access_token: string };
    await acceptPendingPolicies(base, { authorization: `Bearer ${token}` });
    const figures: Figure[] = [];
    const medians: Record<string, number> = {};
    for (const [name, address, session] of [['sign-in page', '/signin', undefined], ['Home', '/dashboard/Home', token]] as const) {
      const runs: LongTask[][] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await traceLoad(browser, base, address, session));
      const byBlocking = [...runs].sort((a, b) => blocking(a) - blocking(b));
      const middle = byBlocking[Math.floor(runs.length / 2)]!;
      medians[name] = median(runs.map(blocking));
      figures.push({ name, value: `blocking ${fmt(medians[name])} ms in ${middle.length} long tasks (runs ${runs.map((r) => fmt(blocking(r))).join(', ')} ms)` });
      for (const task of middle) {
        figures.push({ name: `  at ${fmt(task.at)} ms, ${fmt(task.ms)} ms`, value: task.top.join(' · ') });
        figures.push({ name: '', value: `  browser: ${task.work.join(' · ')}` });
      }
    }
    figures.push({ name: 'Home / sign-in page', value: `blocking ${fmt(medians.Home! / Math.max(1, medians['sign-in page']!), 2)}×` });
    printFigures(`Main thread while a page loads on a phone (CPU ${CPU_SLOWDOWN}× slower), median of ${RUNS}`, figures);
    return true;
  } finally {
    await browser.close();
    await app.stop();
    await database.drop();
  }
}
