// node tools/bench/first-tap.mjs [--runs=3] [--baseline=<built checkout>] [--only=<tap's name>]
//
// Tap → visible answer on a first visit, at 4× CPU (CDP Emulation.setCPUThrottlingRate), as issue
// 47 measures it: the page is opened in a fresh browser context (empty cache), left to settle for
// a second, then tapped once. A benchmark, not a test: it prints medians. With --baseline, the
// same taps on another built checkout, in turns with this one.
//
// The time runs from the tap's own input event in the page (its pointerdown, or the keydown of
// Enter) to the first frame that shows the answer: a check on every animation frame of the page,
// and of the next page after a navigation (an init script); for a page that was prerendered, whose
// documents start before any init script, its first paint once shown. Both clocks are the wall
// clock, in the pages.
//
// Puppeteer, not Playwright: Chromium prerenders nothing for a page that a DevTools client holds
// the way Playwright does (a session on the page target without the tab target), so under
// Playwright the speculation rules never run and every navigation is measured cold. The window is
// the phone's size (no viewport emulation, which a prerendered page would not share).
//
// The taps: the menu (an invoker command, no app), the store search (typed key by key, Enter half
// a second after the last key), the header's store selector (its stand-in link), saving a coupon
// (a signed-in visitor, whose page starts its app at load), and «Usa la mia posizione» (answered by
// the page script, or by the app once it runs).
/* global document, requestAnimationFrame, addEventListener */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { DEMO_CUSTOMER, flagArguments, signInDemoCustomer, startServer } from './lib.mjs';

const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** Longer than any answer: a tap whose answer has not come by then is reported as such. */
const ANSWER_TIMEOUT_MS = 15_000;
const ANSWER_READ_EVERY_MS = 2_000;
const flags = flagArguments();
const runs = Number(flags.runs ?? 3);

/** The visible button or link matched by `selector` whose whole text is `text`. */
async function byText(page, selector, text) {
  for (const handle of await page.$$(selector)) {
    const shown = await handle.evaluate(
      (element, wanted) =>
        element.textContent.replace(/\s+/g, ' ').trim() === wanted && element.checkVisibility(),
      text,
    );
    if (shown) return handle;
  }
  throw new Error(`no visible ${selector} «${text}»`);
}

const SCENARIOS = [
  {
    name: 'menu',
    path: '/',
    tap: (page) => page.locator('::-p-aria([name="Menu"][role="button"])').click(),
    drawn: () =>
      [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((dialog) =>
        dialog.checkVisibility(),
      ),
  },
  {
    name: 'store search',
    path: '/punti-vendita',
    // Typed key by key, as a thumb does (a key every 100 ms), and Enter half a second after the
    // last key (the thumb finding it).
    before: async (page) => {
      await page.locator('::-p-aria([name="Cerca per comune o CAP"][role="combobox"])').click();
      await page.keyboard.type('Bergamo', { delay: 100 });
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    tap: (page) => page.keyboard.press('Enter'),
    drawn: () =>
      [...document.querySelectorAll('h2')].some(
        (heading) => /Bergamo/.test(heading.textContent) && heading.checkVisibility(),
      ),
  },
  {
    name: 'store selector',
    path: '/',
    tap: (page) =>
      page
        .locator('::-p-aria([name="Il tuo punto vendita Scegli il punto vendita"][role="link"])')
        .click(),
    // Without the app the stand-in is a link to the store list; with it, the selector's panel.
    drawn: () =>
      [...document.querySelectorAll('h1')].some(
        (heading) => heading.textContent.trim() === 'Punti vendita' && heading.checkVisibility(),
      ) || document.querySelector('header select')?.checkVisibility() === true,
  },
  {
    name: 'save a coupon',
    path: '/carta-vantaggi/coupon',
    signedIn: true,
    // The first coupon not saved yet; its button's text ends with the coupon's title.
    before: (page) =>
      page.$$eval('button', (buttons) =>
        buttons
          .map((button) => button.textContent.replace(/\s+/g, ' ').trim())
          .find((text) => text.startsWith('Salva il coupon '))
          .replace('Salva il coupon ', ''),
      ),
    tap: async (page, title) => (await byText(page, 'button', `Salva il coupon ${title}`)).click(),
    drawn: (title) =>
      [...document.querySelectorAll('button')].some(
        (button) =>
          button.textContent.replace(/\s+/g, ' ').trim() ===
            `Salvato, rimuovi il coupon ${title}` && button.checkVisibility(),
      ),
    // The coupon is removed again, so that every run saves one (ten at most are kept).
    after: async (page, title) =>
      (await byText(page, 'button', `Salvato, rimuovi il coupon ${title}`)).click(),
  },
  {
    name: 'use my position',
    path: '/punti-vendita',
    tap: (page) => page.locator('::-p-aria([name="Usa la mia posizione"][role="button"])').click(),
    drawn: () => /km da te/.test(document.body?.innerText ?? ''),
  },
];

/**
 * Run in every document of the page from its start (not in a prerendered one). Once the bench says
 * the tap is coming (`bench:tap` in local storage, with what the answer is about), the first
 * pointerdown or Enter is the tap, and the first animation frame in which `drawn(about)` holds is
 * the answer, in this document or the next one (local storage carries both across a navigation).
 */
function watchForAnswer(drawn) {
  const at = (timeStamp) => String(performance.timeOrigin + timeStamp);
  function onInput(event) {
    if (event.type === 'keydown' && event.key !== 'Enter') return;
    if (localStorage.getItem('bench:tap') === null || localStorage.getItem('bench:tapped')) return;
    localStorage.setItem('bench:tapped', at(event.timeStamp));
  }
  addEventListener('pointerdown', onInput, true);
  addEventListener('keydown', onInput, true);
  function frame() {
    let shown = false;
    try {
      shown =
        localStorage.getItem('bench:tapped') !== null && drawn(localStorage.getItem('bench:tap'));
    } catch {
      shown = false;
    }
    if (shown) localStorage.setItem('bench:drawn', at(performance.now()));
    else requestAnimationFrame(frame);
  }
  globalThis.benchWatch = () => requestAnimationFrame(frame);
  if (localStorage.getItem('bench:tap') !== null) globalThis.benchWatch();
}

/**
 * Evaluated in whatever page the tab shows now: the tap and its answer's frame, or for a page
 * that was prerendered (no init script ran in it) its first paint once shown.
 */
const READ_ANSWER = `(() => {
  const tapped = Number(localStorage.getItem('bench:tapped'));
  const drawn = Number(localStorage.getItem('bench:drawn'));
  if (tapped && drawn) return { tapped, drawn, prerendered: false };
  const navigation = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (tapped && navigation?.activationStart > 0 && paint)
    return {
      tapped,
      drawn: performance.timeOrigin + Math.max(paint.startTime, navigation.activationStart),
      prerendered: true,
    };
  return null;
})()`;

/**
 * Reads the answer from the tab's current page (after a navigation, maybe a new target) once it
 * has had time to come, and again a second later while it has not: asking while the page is
 * loading would weigh on it, and a DevTools session opened on a page being swapped for its
 * prerendered successor closes the connection.
 */
async function answerOf(context) {
  for (let waited = 0; waited < ANSWER_TIMEOUT_MS; waited += ANSWER_READ_EVERY_MS) {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_READ_EVERY_MS));
    const target = context.targets().find((candidate) => candidate.type() === 'page');
    const session = await target?.createCDPSession().catch(() => undefined);
    const { result } =
      (await session
        ?.send('Runtime.evaluate', { expression: READ_ANSWER, returnByValue: true })
        .catch(() => undefined)) ?? {};
    await session?.detach().catch(() => undefined);
    if (result?.value) return result.value;
  }
  throw new Error('no answer');
}

async function tapOnce(browser, baseUrl, scenario) {
  const context = await browser.createBrowserContext();
  try {
    await context.overridePermissions(baseUrl, ['geolocation']);
    const page = await context.newPage();
    await page.setGeolocation({ latitude: 45.5536, longitude: 9.0489 });
    const consent = encodeURIComponent(
      JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }),
    );
    const cookies = [{ name: 'iper_consent', value: consent, url: baseUrl }];
    if (scenario.signedIn) {
      const { cookie } = await signInDemoCustomer(baseUrl);
      for (const part of cookie.split('; ')) {
        const [name, ...value] = part.split('=');
        cookies.push({ name, value: value.join('='), url: baseUrl });
      }
    }
    await page.setCookie(...cookies);
    await page.evaluateOnNewDocument(`(${watchForAnswer})(${scenario.drawn})`);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'load' });
    await page.waitForSelector('h1');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const about = scenario.before ? await scenario.before(page) : '';
    await page.evaluate((value) => {
      localStorage.setItem('bench:tap', value);
      globalThis.benchWatch();
    }, about);
    await scenario.tap(page, about);
    const answer = await answerOf(context);
    if (scenario.after) {
      await scenario.after(page, about);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { ms: answer.drawn - answer.tapped, prerendered: answer.prerendered };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const builds = [{ name: 'this build', server: await startServer({ port: 3198 }) }];
if (flags.baseline)
  builds.unshift({
    name: 'baseline',
    server: await startServer({ port: 3199, root: flags.baseline }),
  });
const browser = await puppeteer.launch({
  ...CHROMIUM_LAUNCH_OPTIONS,
  headless: true,
  args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--window-size=${PHONE.width},${PHONE.height}`],
  defaultViewport: null,
});
try {
  console.log(
    `tap → visible answer, 4× CPU, ${PHONE.width} px, median of ${runs} (ms; * a prerendered page); demo customer ${DEMO_CUSTOMER.email}`,
  );
  for (const scenario of SCENARIOS.filter(({ name }) => !flags.only || name === flags.only)) {
    const times = builds.map(() => []);
    // One unmeasured visit per server: its caches warm, as for a real shopper.
    for (const build of builds)
      await fetch(`${build.server.url}${scenario.path}`).catch(() => undefined);
    for (let run = 0; run < runs; run += 1)
      for (const [index, build] of builds.entries())
        times[index].push(
          // A tap whose answer never came is reported as such, and the other taps still measured.
          await tapOnce(browser, build.server.url, scenario).catch((error) => {
            console.error(`${scenario.name} on ${build.name}: ${error.message.split('\n')[0]}`);
            return { ms: Number.NaN, prerendered: false };
          }),
        );
    console.log(
      `${scenario.name.padEnd(16)} ${builds
        .map((build, index) => {
          const values = times[index].map(({ ms, prerendered }) => [Math.round(ms), prerendered]);
          const list = values.map(([ms, prerendered]) => `${ms}${prerendered ? '*' : ''}`);
          return `${build.name}: ${median(values.map(([ms]) => ms))} (${list.join(', ')})`;
        })
        .join('   ')}`,
    );
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}
