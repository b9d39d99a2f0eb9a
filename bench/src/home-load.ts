import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freshDatabase } from './lib/postgres.ts';
import { requireBuild, ROOT, startServer } from './lib/processes.ts';
import { CPU_SLOWDOWN, PHONE } from './lib/phone.ts';
import { readerZoneCookie } from './lib/reader.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const USER = 'customer';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';
const RUNS = Number(process.env.BENCH_HOME_RUNS ?? 3);
/** Goal: Home with the worker and HTTP cache warm loads within 1.5× the sign-in page measured the same way. */
const BUDGET_RATIO = 1.5;

/** The phone (lib/phone.ts) on a good 4G link. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 };

interface Session {
  token: string;
  expiresIn: number;
  ticketCredentials: unknown;
}

interface Load {
  /** Navigation start to the rendered page checked by a script: the first moment the page's main thread was free to answer once rendered. */
  ms: number;
  /** Navigation start to the largest paint: when the reader saw the page. */
  lcp: number;
  requests: number;
  network: number;
  fromWorker: number;
  fromCache: number;
  bytes: number;
  /** Each request: when it started and ended (ms since navigation start), how it was served. */
  timeline: { url: string; start: number; end: number; served: string }[];
}

async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Signs in through the API as the web does, and accepts any privacy policy awaiting the user. */
async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const { access_token, expires_in } = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!access_token || !expires_in) throw new Error(`sign-in of ${USER} failed (${res.status})`);
  for (let i = 0; i < 20; i++) {
    const pending = (await call(base, access_token, 'GET', '/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove')) as { id?: unknown } | null;
    if (!pending || pending.id === undefined) break;
    await call(base, access_token, 'POST', '/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { id: pending.id, accepted: true });
  }
  const ticketCredentials = await call(base, access_token, 'GET', '/api/Backoffice/User/GetUserTicketCredentials').catch(() => null);
  return { token: access_token, expiresIn: expires_in, ticketCredentials };
}

/** A fresh phone context (no HTTP cache, no worker), signed in as a browser that signed in before when a session is given. */
async function newPhoneContext(browser: Browser, base: string, session?: Session): Promise<BrowserContext> {
  const localStorage = [{ name: 'cookieAccepted', value: 'true' }];
  if (session) {
    localStorage.push(
      { name: 'tokenExpires', value: String(Date.now() + session.expiresIn * 60_000) },
      { name: 'ticketCredentials', value: JSON.stringify(session.ticketCredentials) },
    );
  }
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow', storageState: { cookies: [], origins: [{ origin: base, localStorage }] } });
  if (session) await context.addCookies([{ name: 'ch_session', value: session.token, url: base, httpOnly: true, sameSite: 'Lax' }, readerZoneCookie(base)]);
  return context;
}

type PageKind = 'signin' | 'home';

/**
 * Runs in the page (as a function, the CSP allows no string evaluation): the time since navigation
 * start once the page is rendered, else false. Home is rendered when the shell's main area holds
 * its page title and no loader (on a phone the sidebar is a closed drawer, not rendered).
 */
function renderedAt(kind: PageKind): number | false {
  let rendered: boolean;
  if (kind === 'signin') rendered = document.querySelector('[data-testid="signin-username"]') !== null;
  else {
    const main = document.getElementById('main-content');
    rendered = !!main?.querySelector('[data-testid="page-title"]')?.textContent?.trim() && main.querySelector('.mantine-Loader-root') === null;
  }
  return rendered ? performance.now() : false;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** BENCH_HOME_PROFILE=home|signin: where the page's main thread spent its time until rendered (self time, by script and by function). */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    const script = frame?.url.replace(/^https?:\/\/[^/]+/, '') || `(${frame?.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${frame?.functionName || '(anonymous)'} ${script.slice(0, 60)}:${frame?.lineNumber ?? 0}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('  self time by script (ms):');
  for (const [k, v] of top(byScript, 15)) console.log(`    ${fmt(v, 0).padStart(6)}  ${k.slice(0, 110)}`);
  console.log('  self time by function (ms):');
  for (const [k, v] of top(byFunction, 25)) console.log(`    ${fmt(v, 0).padStart(6)}  ${k.slice(0, 110)}`);
}

/** Runs in the page: the time of its largest contentful paint so far (NaN when there is none). */
function largestPaint(): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(NaN), 1000);
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** One page load on the phone profile: time from navigation start to rendered, and what went over the network. */
async function measureLoad(page: Page, url: string, kind: PageKind): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const served = new Map<string, 'network' | 'worker' | 'cache'>();
  const inflight = new Set<string>();
  let lastActivity = Date.now();
  let bytes = 0;
  const started = new Map<string, { url: string; at: number }>();
  const ended = new Map<string, number>();
  let navigationAt = 0;
  // The notification stream stays open for as long as the page: it is no part of the load.
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    if (e.type === 'Document' && !navigationAt) navigationAt = e.timestamp;
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    if (e.type !== 'EventSource') inflight.add(e.requestId);
  });
  const settle = (requestId: string) => {
    lastActivity = Date.now();
    inflight.delete(requestId);
  };
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const { fromServiceWorker, fromDiskCache, fromPrefetchCache } = e.response;
    served.set(e.requestId, fromServiceWorker ? 'worker' : fromDiskCache || fromPrefetchCache ? 'cache' : 'network');
  });
  cdp.on('Network.requestServedFromCache', (e) => served.set(e.requestId, 'cache'));
  cdp.on('Network.loadingFinished', (e) => {
    ended.set(e.requestId, e.timestamp);
    settle(e.requestId);
    if (served.get(e.requestId) === 'network') bytes += e.encodedDataLength;
  });

  if (process.env.BENCH_HOME_TRACE) page.on('console', (m) => console.log(`  [console] ${m.text()}`));
  const profiling = process.env.BENCH_HOME_PROFILE === kind;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(renderedAt, kind, { polling: 'raf', timeout: 60_000 });
  const ms = Number(await handle.jsonValue());
  if (profiling) printProfile((await cdp.send('Profiler.stop')).profile);
  // What arrives right after the first render (a font, an icon) is part of the load too.
  const quietBy = Date.now() + 15_000;
  while ((inflight.size > 0 || Date.now() - lastActivity < 500) && Date.now() < quietBy) await new Promise((r) => setTimeout(r, 50));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const lcp = await page.evaluate(largestPaint);
  const kinds = [...served.values()];
  return {
    ms,
    lcp,
    requests: kinds.length,
    network: kinds.filter((k) => k === 'network').length,
    fromWorker: kinds.filter((k) => k === 'worker').length,
    fromCache: kinds.filter((k) => k === 'cache').length,
    bytes,
    timeline: [...started].map(([id, { url: u, at }]) => ({
      url: u.replace(/^https?:\/\/[^/]+/, ''),
      start: Math.round((at - navigationAt) * 1000),
      end: Math.round(((ended.get(id) ?? at) - navigationAt) * 1000),
      served: served.get(id) ?? 'pending',
    })),
  };
}

/** Goal: the JavaScript a phone downloads before Home is interactive, compressed as served. */
const INTERACTIVE_JS_BUDGET_KB = 200;
const DICTIONARY_PART = /\/(en-US|es-ES|pt-PT)-(first|rest)-[\w-]+\.js$/;

interface ScriptLoad {
  url: string;
  /** The script's bytes as they crossed the network: its body, compressed as the server sent it. */
  bytes: number;
  /** The answer's HTTP headers, which crossed the network with it. */
  headerBytes: number;
}

/**
 * The scripts a fresh phone (no cache, no worker) loads for Home until the app has taken the
 * server-rendered page over (`data-hydrated` on <html>): what stands between the reader and a page
 * that answers their touch. BENCH_HOME_SCRIPTS_OUT=<file> writes the whole list as JSON.
 */
async function scriptsBeforeInteractive(browser: Browser, base: string, session: Session): Promise<ScriptLoad[]> {
  const context = await newPhoneContext(browser, base, session);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    const headerBytes = new Map<string, number>(); // by request: what had crossed when the headers were in
    const loaded: ScriptLoad[] = [];
    let interactive = false;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, new URL(e.request.url).pathname);
    });
    cdp.on('Network.responseReceived', (e) => {
      if (scripts.has(e.requestId)) headerBytes.set(e.requestId, e.response.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = scripts.get(e.requestId);
      const headers = headerBytes.get(e.requestId) ?? 0;
      if (url && !interactive) loaded.push({ url, bytes: e.encodedDataLength - headers, headerBytes: headers });
    });
    await page.goto(`${base}/dashboard/Home`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { polling: 'raf', timeout: 60_000 });
    interactive = true;
    await cdp.detach();
    if (process.env.BENCH_HOME_SCRIPTS_OUT) fs.writeFileSync(process.env.BENCH_HOME_SCRIPTS_OUT, JSON.stringify(loaded, null, 1));
    return loaded;
  } finally {
    await context.close();
  }
}

function scriptFigures(scripts: ScriptLoad[], language: string): { figures: Figure[]; ok: boolean } {
  const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const dictionaries = scripts.flatMap((s) => DICTIONARY_PART.exec(s.url)?.slice(1, 3).join(' ') ?? []);
  const ownDictionaryOnly = dictionaries.length === 1 && dictionaries[0] === `${language} first`;
  const withinBudget = total / 1024 <= INTERACTIVE_JS_BUDGET_KB;
  const largest = [...scripts].sort((a, b) => b.bytes - a.bytes);
  const shown = largest.slice(0, 12);
  const rest = largest.slice(12);
  return {
    ok: withinBudget && ownDictionaryOnly,
    figures: [
      ...shown.map((s) => ({ name: `  ${s.url.replace(/^\/assets\//, '')}`, value: kb(s.bytes) })),
      ...(rest.length ? [{ name: `  ${rest.length} smaller scripts`, value: kb(rest.reduce((sum, s) => sum + s.bytes, 0)) }] : []),
      {
        name: 'JavaScript before Home is interactive',
        value: `${kb(total)} compressed in ${scripts.length} scripts (${fmt(total / 1024 / INTERACTIVE_JS_BUDGET_KB, 2)}× the budget)`,
        budget: `<= ${INTERACTIVE_JS_BUDGET_KB} KB`,
        ok: withinBudget,
      },
      { name: '  and their HTTP headers, beside', value: kb(scripts.reduce((sum, s) => sum + s.headerBytes, 0)) },
      { name: 'dictionaries loaded', value: dictionaries.join(', ') || 'none', budget: `the first part of the reader's own (${language} first) only`, ok: ownDictionaryOnly },
    ],
  };
}

/** Cold (fresh context) then warm (same context, worker active, HTTP cache warm) loads of one page. */
async function coldAndWarm(browser: Browser, base: string, url: string, kind: PageKind, session?: Session) {
  const context = await newPhoneContext(browser, base, session);
  try {
    const first = await context.newPage();
    const cold = await measureLoad(first, url, kind);
    // The worker installs after the first load; the warm visit starts once it is active and has precached the shell.
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.close();
    const second = await context.newPage();
    const warm = await measureLoad(second, url, kind);
    const controlled = await second.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`the warm visit of ${url} is not controlled by the service worker`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function summarize(loads: Load[]): Load {
  return {
    ms: median(loads.map((l) => l.ms)),
    lcp: median(loads.map((l) => l.lcp)),
    requests: median(loads.map((l) => l.requests)),
    network: median(loads.map((l) => l.network)),
    fromWorker: median(loads.map((l) => l.fromWorker)),
    fromCache: median(loads.map((l) => l.fromCache)),
    bytes: median(loads.map((l) => l.bytes)),
    timeline: loads[0]?.timeline ?? [],
  };
}

const describe = (l: Load) =>
  `painted ${fmt(l.lcp, 0)} ms, answering ${fmt(l.ms, 0)} ms  ${fmt(l.bytes / 1024, 1)} KB over the network  (${l.requests} requests: ${l.network} network, ${l.fromWorker} service worker, ${l.fromCache} HTTP cache)`;

/**
 * Home's first load on a phone (390×844 at 3×, 4× CPU slowdown, 4G), cold and warm (worker
 * active, HTTP cache warm), against the sign-in page measured the same way in the same run, and
 * against Home from a second server on the same data that renders no page (SERVER_RENDER=0, the
 * browser draws everything, as before pages were rendered on the server). Medians of
 * BENCH_HOME_RUNS runs. Budgets: warm Home ≤ 1.5× warm sign-in page; warm Home no slower than
 * warm Home drawn by the browser; its JavaScript before interactive ≤ 200 KB, one dictionary.
 */
export async function benchHomeLoad(): Promise<boolean> {
  requireBuild({ serverRender: true });
  if (!fs.existsSync(path.join(ROOT, 'web', 'dist', 'sw.js'))) throw new Error('Build the web app first: npm run build');
  const database = await freshDatabase('ch_bench_home');
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  let unrendered: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url });
    unrendered = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1', SERVER_RENDER: '0' });
    const base = `http://127.0.0.1:${app.port}`;
    const baseUnrendered = `http://127.0.0.1:${unrendered.port}`;
    const session = await signIn(base);
    const sessionUnrendered = await signIn(baseUnrendered);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const runs = { signin: { cold: [] as Load[], warm: [] as Load[] }, home: { cold: [] as Load[], warm: [] as Load[] }, drawn: { cold: [] as Load[], warm: [] as Load[] } };
    for (let i = 0; i < RUNS; i++) {
      const signin = await coldAndWarm(browser, base, `${base}/signin`, 'signin');
      const home = await coldAndWarm(browser, base, `${base}/dashboard/Home`, 'home', session);
      const drawn = await coldAndWarm(browser, baseUnrendered, `${baseUnrendered}/dashboard/Home`, 'home', sessionUnrendered);
      for (const [key, load] of [['signin', signin], ['home', home], ['drawn', drawn]] as const) {
        runs[key].cold.push(load.cold);
        runs[key].warm.push(load.warm);
      }
    }
    const scripts = scriptFigures(await scriptsBeforeInteractive(browser, base, session), PHONE.locale);
    const s = { cold: summarize(runs.signin.cold), warm: summarize(runs.signin.warm) };
    const h = { cold: summarize(runs.home.cold), warm: summarize(runs.home.warm) };
    const d = { cold: summarize(runs.drawn.cold), warm: summarize(runs.drawn.warm) };
    const ratio = h.warm.ms / s.warm.ms;
    const ratioOk = ratio <= BUDGET_RATIO;
    const againstDrawn = h.warm.ms / d.warm.ms;
    const againstDrawnOk = againstDrawn <= 1;
    const figures: Figure[] = [
      { name: 'sign-in page, cold', value: describe(s.cold) },
      { name: 'sign-in page, warm', value: describe(s.warm) },
      { name: 'Home, cold', value: describe(h.cold) },
      { name: 'Home, warm', value: describe(h.warm) },
      { name: 'Home drawn by the browser, cold', value: describe(d.cold) },
      { name: 'Home drawn by the browser, warm', value: describe(d.warm) },
      { name: 'Home cold / sign-in cold', value: `time ${fmt(h.cold.ms / s.cold.ms, 2)}×, bytes ${fmt(h.cold.bytes / s.cold.bytes, 2)}×` },
      { name: 'Home warm / sign-in warm', value: `time ${fmt(ratio, 2)}×`, budget: `<= ${BUDGET_RATIO}×`, ok: ratioOk },
      { name: 'Home warm / sign-in cold', value: `time ${fmt(h.warm.ms / s.cold.ms, 2)}×` },
      { name: 'Home rendered / drawn by the browser, cold', value: `answering ${fmt(h.cold.ms / d.cold.ms, 2)}×, painted ${fmt(h.cold.lcp / d.cold.lcp, 2)}×` },
      { name: 'Home rendered / drawn by the browser, warm', value: `answering ${fmt(againstDrawn, 2)}×, painted ${fmt(h.warm.lcp / d.warm.lcp, 2)}×`, budget: 'answering <= 1×', ok: againstDrawnOk },
    ];
    // BENCH_HOME_TRACE=1 prints the requests of the last warm loads, to see what Home waits for.
    if (process.env.BENCH_HOME_TRACE) {
      for (const [name, load] of [['sign-in, warm', runs.signin.warm.at(-1)], ['Home, warm', runs.home.warm.at(-1)]] as const) {
        console.log(`\n${name}: rendered at ${fmt(load?.ms ?? NaN, 0)} ms`);
        for (const r of load?.timeline ?? []) console.log(`  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${r.served.padEnd(7)} ${r.url.slice(0, 110)}`);
      }
    }
    printFigures(
      `Home first load on a phone (390×844 @3×, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms + 9 Mbit/s), median of ${RUNS}; time to the largest paint and to a rendered page whose main thread answers, bytes transferred by the page`,
      figures,
    );
    printFigures(`Home's JavaScript on a fresh phone until the page is interactive (as it crossed the network), largest first`, scripts.figures);
    return ratioOk && againstDrawnOk && scripts.ok;
  } finally {
    await browser?.close();
    await app?.stop();
    await unrendered?.stop();
    await database.drop();
  }
}
