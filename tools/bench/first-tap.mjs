// node tools/bench/first-tap.mjs [--runs=3] [--baseline=<built checkout>]
//
// Tap → visible answer on a first visit, at 4× CPU (CDP Emulation.setCPUThrottlingRate), as issue
// 47 measures it: the page is opened in a fresh browser context (empty cache), left to settle for
// a second, then tapped once; the time is from the tap (Playwright's click: pointer over, down,
// up, click) to the answer being visible. A benchmark, not a test: it prints medians. With
// --baseline, the same taps on another built checkout, in turns with this one.
//
// The taps: the menu (an invoker command, no app), the store search (typed, then Enter), the
// header's store selector (its stand-in link), saving a coupon (a signed-in visitor, whose page
// starts its app at load), and «Usa la mia posizione» (an app button: the app starts on the tap).
import {
  DEMO_CUSTOMER,
  flagArguments,
  launchChromium,
  signInDemoCustomer,
  startServer,
} from './lib.mjs';

const CPU_SLOWDOWN = 4;
const flags = flagArguments();
const runs = Number(flags.runs ?? 3);

const SCENARIOS = [
  {
    name: 'menu',
    path: '/',
    tap: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }).click(),
    answer: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: 'store search',
    path: '/punti-vendita',
    before: (page) =>
      page.getByRole('combobox', { name: 'Cerca per comune o CAP' }).fill('Bergamo'),
    // Enter in the field: the form's own submit (once the app runs, its button gives way to the
    // suggestions, and Enter searches the text typed).
    tap: (page) => page.keyboard.press('Enter'),
    answer: (page) => page.getByRole('heading', { level: 2, name: /Bergamo/ }),
  },
  {
    name: 'store selector',
    path: '/',
    tap: (page) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Il tuo punto vendita/ })
        .click(),
    // Without the app the stand-in is a link to the store list; with it, the selector's panel.
    answer: (page) =>
      page
        .getByRole('heading', { level: 1, name: 'Punti vendita' })
        .or(page.getByRole('banner').getByRole('combobox', { name: 'Punto vendita' })),
  },
  {
    name: 'save a coupon',
    path: '/carta-vantaggi/coupon',
    signedIn: true,
    tap: (page) =>
      page
        .getByRole('button', { name: /^Salva il coupon / })
        .first()
        .click(),
    answer: (page) => page.getByRole('button', { name: /^Salvato, rimuovi il coupon / }).first(),
    // The coupon is removed again, so that every run saves one (ten at most are kept).
    after: (page) =>
      page
        .getByRole('button', { name: /^Salvato, rimuovi il coupon / })
        .first()
        .click(),
  },
  {
    name: 'use my position',
    path: '/punti-vendita',
    tap: (page) => page.getByRole('button', { name: 'Usa la mia posizione' }).click(),
    answer: (page) => page.getByText(/km da te$/).first(),
  },
];

async function tapOnce(browser, baseUrl, scenario) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    geolocation: { latitude: 45.5536, longitude: 9.0489 },
    permissions: ['geolocation'],
  });
  try {
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
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1000);
    if (scenario.before) await scenario.before(page);
    const started = performance.now();
    await scenario.tap(page);
    await scenario.answer(page).first().waitFor({ state: 'visible', timeout: 30_000 });
    const elapsed = performance.now() - started;
    if (scenario.after) await scenario.after(page);
    await page.waitForTimeout(500);
    return elapsed;
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
const browser = await launchChromium();
try {
  console.log(
    `tap → visible answer, 4× CPU, 390 px, median of ${runs} (ms); demo customer ${DEMO_CUSTOMER.email}`,
  );
  for (const scenario of SCENARIOS) {
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
            return Number.NaN;
          }),
        );
    console.log(
      `${scenario.name.padEnd(16)} ${builds
        .map(
          (build, index) =>
            `${build.name}: ${Math.round(median(times[index]))} (${times[index].map(Math.round).join(', ')})`,
        )
        .join('   ')}`,
    );
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}
