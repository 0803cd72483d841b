import { createAppStore, hydrateApiState, setAsideSavedStore } from '@iper/api';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@iper/design-system/tokens.css';
import './app/global.css';
import { serverRenderedPage } from './app/server-rendered-page';
import { registerSiteRemotes } from './federation/remotes';

/** The server's HTML takes no clicks on its controls until React owns them (global.css). */
function interactive() {
  document.documentElement.removeAttribute('data-hydrating');
}

/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules, run in a task of their own: in the same chunks (eager: no request more),
 * but evaluated apart from React's and the page's, so no single task of the start-up holds a
 * phone's main thread for long (Lighthouse TBT).
 */
async function appModules() {
  await nextTask();
  const [{ App }, { createSiteRouter }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/router'),
  ]);
  await nextTask();
  return { App, createSiteRouter };
}

async function start() {
  await registerSiteRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const page = await serverRenderedPage();
  const { App, createSiteRouter } = await appModules();
  if (page) {
    const store = createAppStore();
    hydrateApiState(store, page.queries);
    const restoreDevice = setAsideSavedStore(store);
    const hydrated = () => {
      restoreDevice();
      interactive();
    };
    // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
    // the visitor in between (scrolling, a tap, which React then hydrates first): on a phone, one
    // hydration in a single task would hold the main thread for hundreds of milliseconds.
    startTransition(() => {
      hydrateRoot(
        container,
        <App router={createSiteRouter(page)} store={store} onHydrated={hydrated} />,
        {
          // A mismatch React recovered from by rendering again in the browser: log what and where.
          onRecoverableError: (error, info) =>
            console.error(
              `[ssr] hydration: ${String((error as { cause?: unknown }).cause ?? error)}${info.componentStack ?? ''}`,
            ),
        },
      );
    });
  } else {
    createRoot(container).render(<App onHydrated={interactive} />);
  }
}

void start();
