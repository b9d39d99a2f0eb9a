import { chromium } from 'playwright-core';
const base = process.argv[2]; const token = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext({ viewport:{width:390,height:844}, isMobile:true, hasTouch:true, serviceWorkers:'allow', userAgent:'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  storageState: { cookies: [], origins: [{ origin: base, localStorage: [{name:'cookieAccepted',value:'true'},{name:'tokenExpires',value:String(Date.now()+3600e3)}] }] } });
await context.addCookies([{ name: 'ch_session', value: token, url: base, httpOnly: true, sameSite: 'Lax' }]);
for (const round of [1,2]) {
  const page = await context.newPage();
  page.on('console', m => console.log(round, 'console', m.type(), m.text().slice(0,200)));
  const resp = await page.goto(`${base}/dashboard/Home`, { waitUntil: 'commit' });
  const body = await resp.text();
  console.log(round, 'status', resp.status(), 'ssr', body.includes('data-server-rendered'), 'len', body.length, 'fromSW', resp.fromServiceWorker());
  const t = [];
  for (let i=0;i<60;i++){ const s = await page.evaluate(() => { const m=document.getElementById('main-content'); return [performance.now()|0, !!m, !!m?.querySelector('[data-testid="page-title"]'), !!m?.querySelector('.mantine-Loader-root'), document.documentElement.hasAttribute('data-hydrated'), document.documentElement.hasAttribute('data-server-rendered')].join(' ')}).catch(e=>'err'); t.push(s); await new Promise(r=>setTimeout(r,30)); }
  console.log(round, [...new Set(t)].join('\n'));
  if (round===1) await page.evaluate(async()=>{await navigator.serviceWorker.ready});
  await page.close();
}
await browser.close();
