import { createAppStore, hydrateApiState, setAsideSavedStore } from '@iper/api';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@iper/design-system/tokens.css';
import './app/global.css';
import { App } from './app/app';
import { createSiteRouter } from './app/router';
import { serverRenderedPage } from './app/server-rendered-page';
import { registerSiteRemotes } from './federation/remotes';

/** The server's HTML takes no clicks on its controls until React owns them (global.css). */
function interactive() {
  document.documentElement.removeAttribute('data-hydrating');
}

async function start() {
  await registerSiteRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const page = await serverRenderedPage();
  if (page) {
    const store = createAppStore();
    hydrateApiState(store, page.queries);
    const restoreDevice = setAsideSavedStore(store);
    const hydrated = () => {
      restoreDevice();
      interactive();
    };
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
  } else {
    createRoot(container).render(<App onHydrated={interactive} />);
  }
}

void start();
