#!/usr/bin/env node
/**
 * Screenshots of pages of a running site at several widths, for a person to look at:
 *   node tools/visual/screenshots.mjs --base=http://127.0.0.1:3000 --out=shots --widths=390,1280 / /punti-vendita
 * Full-page PNGs named <path>@<width>.png. The cookie banner is answered (rejected) first unless
 * --banner is given, so it does not cover the page.
 */
/* global document, getComputedStyle */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const base = option('base', 'http://127.0.0.1:3000');
const out = option('out', 'shots');
const widths = option('widths', '390,1280').split(',').map(Number);
const fullPage = !args.includes('--viewport');
const paths = args.filter((arg) => !arg.startsWith('--'));
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    if (!args.includes('--banner')) {
      const value = encodeURIComponent(
        JSON.stringify({
          analytics: false,
          marketing: false,
          decidedAt: '2026-11-01T00:00:00.000Z',
        }),
      );
      await context.addCookies([{ name: 'iper_consent', value, url: base }]);
    }
    const page = await context.newPage();
    for (const pagePath of paths.length ? paths : ['/']) {
      await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      // Parts drawn only near the viewport (`content-visibility: auto`) are blank in a full-page
      // picture: all of them drawn for it.
      if (fullPage)
        await page.evaluate(() => {
          for (const element of document.querySelectorAll('body *'))
            if (getComputedStyle(element).contentVisibility === 'auto')
              element.style.contentVisibility = 'visible';
        });
      const name = `${pagePath.replace(/^\//, '').replace(/[/?=&]+/g, '_') || 'home'}@${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage });
      console.log(path.join(out, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
