import { loadCatalogs, LOCALES, localeOfPath, SITE_TIME_ZONE } from '@iper/i18n';
import { SPECULATION_RULES_ELEMENT_ID } from '@iper/contracts';
import { startTransition } from 'react';
import '@iper/design-system/tokens.css';
import './app/global.css';
import { replayFirstKeys, replayFirstTap, reportEarlyInput } from './app/first-tap';
import { serverRenderedPage } from './app/server-rendered-page';
import { reportRemoteError } from './federation/remote-error-reports';
import { registerSiteRemotes } from './federation/remotes';

/**
 * React owns the page: the router takes the links over from the browser's speculation rules,
 * whose prerenders would now be wasted; what the visitor typed meanwhile reaches the app, and
 * the keys and the tap that started it do their job.
 */
function interactive() {
  document.documentElement.removeAttribute('data-hydrating');
  document.getElementById(SPECULATION_RULES_ELEMENT_ID)?.remove();
  reportEarlyInput();
  replayFirstKeys();
  replayFirstTap();
}

/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up's work, each piece in a task of its own (in the same chunks, eager: no request more),
 * so no single task holds a phone's main thread for long (Lighthouse TBT): evaluating the store
 * with its endpoints, React DOM, the page's modules and the app each cost a phone tens of
 * milliseconds, and together they were tasks of 170 ms.
 */
async function storeAndDom() {
  await nextTask();
  const api = await import(/* webpackMode: "eager" */ '@iper/api');
  await nextTask();
  const dom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  return { ...api, ...dom };
}

/**
 * ICU loads a locale's number and date data with the page's first formatter of each kind (15–25
 * ms each on this machine's chromium, four times that on a phone): here, in tasks of their own,
 * rather than inside a module's evaluation or a slice of hydration.
 */
async function localeData() {
  const { iso } = LOCALES.find(({ code }) => code === localeOfPath(window.location.pathname))!;
  await nextTask();
  new Intl.NumberFormat(iso).format(0);
  await nextTask();
  new Intl.DateTimeFormat(iso, { timeZone: SITE_TIME_ZONE }).format(0);
}

/**
 * The app's modules, a graph at a time (the design system with react-intl, the router with the
 * layouts, the app): on a first visit nothing is compiled yet, and module evaluations are
 * start-up's longest tasks.
 */
async function appModules() {
  await nextTask();
  const { holdSiteClock, releaseSiteClock, siteCalendarDay } = await import(
    /* webpackMode: "eager" */ '@iper/design-system'
  );
  await nextTask();
  const { createSiteRouter } = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  // The footer's year reads the site's calendar day, whose formatter loads a locale of its own
  // (en-CA's YYYY-MM-DD): built here, in a task of its own, not inside hydration's effects.
  siteCalendarDay(new Date());
  await nextTask();
  return { App, createSiteRouter, holdSiteClock, releaseSiteClock };
}

async function start() {
  await registerSiteRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const { applyRenderedSession, createAppStore, hydrateApiState, holdStoreWhileHydrating, ...dom } =
    await storeAndDom();
  await localeData();
  const page = await serverRenderedPage(nextTask);
  const { App, createSiteRouter, holdSiteClock, releaseSiteClock } = await appModules();
  if (page) {
    // The shell's own catalog registers its loader with the app's modules, after the page's
    // catalogs were asked for: an /en page hydrates with it in place, not with the Italian
    // defaults (a text mismatch, and the page drawn again in the browser).
    await loadCatalogs(localeOfPath(window.location.pathname));
    const store = createAppStore();
    hydrateApiState(store, page.queries);
    const releaseStore = holdStoreWhileHydrating(store);
    holdSiteClock(page.renderedAt);
    // The store, the router (its route tree and first match) and the start of hydration: three
    // tasks of a few milliseconds rather than one of 25 (100 on a phone).
    await nextTask();
    const router = createSiteRouter(page);
    await nextTask();
    // Called from the last part's effects: a release there would re-render what reads the clock
    // or the store in hydration's last task, at sync priority. Each goes in a task of its own,
    // and the controls take taps once the store holds what the visitor saved.
    const hydrated = () =>
      void (async () => {
        await nextTask();
        releaseSiteClock();
        await nextTask();
        releaseStore();
        // A page drawn for a signed-in visitor came with their session: what the browser's own
        // check would do with it (their favourite store) is done now.
        if (!page.signedOut) applyRenderedSession(store);
        interactive();
      })();
    // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
    // the visitor in between (scrolling, a tap, which React then hydrates first): on a phone, one
    // hydration in a single task would hold the main thread for hundreds of milliseconds.
    startTransition(() => {
      dom.hydrateRoot(
        container,
        <App
          router={router}
          store={store}
          onHydrated={hydrated}
          signedOut={page.signedOut}
          formOutcome={page.formOutcome}
        />,
        {
          // A mismatch React recovered from by rendering again in the browser: log what and where.
          onRecoverableError: (error, info) => {
            const cause = (error as { cause?: unknown }).cause ?? error;
            console.error(`[ssr] hydration: ${String(cause)}${info.componentStack ?? ''}`);
            reportRemoteError(page.remote, 'hydration', cause);
          },
        },
      );
    });
  } else {
    dom.createRoot(container).render(<App onHydrated={interactive} />);
  }
}

void start();
