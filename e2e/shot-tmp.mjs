import { chromium } from 'playwright-core';
const [url, out, width = '1280', lang = 'en-US', full = 'full'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: lang });
await page.addInitScript((l) => localStorage.setItem('language', l), lang);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
