// node bench/.trace.mjs <base> <token|-> <path> : top-level tasks > 12 ms (unthrottled) and what they hold
import { chromium } from 'playwright-core';
const [base, token, pathname = '/dashboard/Home'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext({ viewport:{width:412,height:823}, deviceScaleFactor: 1.75, isMobile:true, hasTouch:true, serviceWorkers:'block', userAgent:'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  storageState: { cookies: [], origins: [{ origin: base, localStorage: [{name:'cookieAccepted',value:'true'},{name:'language',value:'en-US'},{name:'tokenExpires',value:String(Date.now()+3600e3)}] }] } });
if (token !== '-') await context.addCookies([{ name: 'ch_session', value: token, url: base, httpOnly: true, sameSite: 'Lax' }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(base + pathname, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
await cdp.send('Tracing.end');
await done;
const main = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(pathname));
const evs = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const nav = events.filter(e=>e.name==='navigationStart' && e.pid===main.pid).at(-1)?.ts ?? evs[0].ts;
const fcp = events.find(e=>e.name==='firstContentfulPaint' && e.pid===main.pid && e.ts>nav)?.ts;
console.log('FCP at', fcp ? ((fcp-nav)/1000).toFixed(0) : '?', 'ms');
const tasks = evs.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 12000));
let tbt = 0;
for (const t of tasks) {
  const inside = evs.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur);
  const by = {};
  for (const e of inside) {
    let k = e.name;
    if (['EvaluateScript','v8.compileModule','v8.evaluateModule'].includes(e.name)) k += ' ' + (e.args?.data?.url ?? '').split('/').pop();
    if (e.name === 'FunctionCall') k += ' ' + (e.args?.data?.functionName || '') + ' ' + (e.args?.data?.url ?? '').split('/').pop();
    if (e.name === 'TimerFire' || e.name==='FireAnimationFrame' || e.name==='EventDispatch') k += ' ' + JSON.stringify(e.args?.data?.type ?? '');
    by[k] = (by[k] ?? 0) + e.dur;
  }
  const top = Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0, 7).map(([k,v])=>`${k} ${(v/1000).toFixed(1)}`).join(' | ');
  const at = (t.ts - nav) / 1000;
  if (fcp && t.ts > fcp) tbt += Math.max(0, t.dur/1000*4 - 50);
  if (process.env.FN) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    let ts = profile.startTime; const self = {};
    profile.samples.forEach((id, i) => { ts += profile.timeDeltas[i]; if (ts < t.ts || ts > t.ts + t.dur) return; const f = byId.get(id).callFrame; let k = `${f.functionName || '(anon)'} ${f.url.split('/').pop().slice(0, 40)}:${f.lineNumber}`;
      if (!f.url && parentOf.has(id)) { let p = parentOf.get(id); const chain = []; for (let d = 0; d < 3 && p; d++) { chain.push(byId.get(p).callFrame.functionName || '(anon)'); p = parentOf.get(p); } k += ' <' + chain.join('<'); } self[k] = (self[k] ?? 0) + profile.timeDeltas[i] / 1000; });
    console.log('      fn:', Object.entries(self).sort((a,b)=>b[1]-a[1]).slice(0, Number(process.env.FN)).map(([k,v])=>`${k} ${v.toFixed(1)}`).join(' | '));
  }
  console.log(`${at.toFixed(0).padStart(6)} ms  ${(t.dur/1000).toFixed(1).padStart(6)} ms (×4 ${(t.dur/250).toFixed(0)})  ${top}`);
}
console.log('TBT estimate (×4, after FCP):', tbt.toFixed(0));
await browser.close();
