// Screenshots of the composed site as a shopper sees it: node scripts/screenshot.mjs <path> [out.png] [width]
// Prints console errors and page errors too. FULL=1 for a full-page shot. Uses TILES_PORT_SHELL when set.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { ports } from './ports.mjs';

const [, , urlPath = '/', out = '/tmp/shot.png', width = '1280'] = process.argv;
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning' ? console.log(`[console.${m.type()}]`, m.text()) : undefined));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
const base = urlPath.startsWith('http') ? '' : `http://localhost:${ports.shell}`;
await page.goto(base + urlPath, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log('saved', out);
await browser.close();
