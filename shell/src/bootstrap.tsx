import { createAppStore, hydrateApiState } from '@iper/api';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@iper/design-system/tokens.css';
import './app/global.css';
import { App } from './app/app';
import { createSiteRouter } from './app/router';
import { serverRenderedPage } from './app/server-rendered-page';
import { registerSiteRemotes } from './federation/remotes';

async function start() {
  await registerSiteRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const page = await serverRenderedPage();
  if (page) {
    const store = createAppStore();
    hydrateApiState(store, page.queries);
    hydrateRoot(container, <App router={createSiteRouter(page)} store={store} />, {
      // A mismatch React recovered from by rendering again in the browser: log what and where.
      onRecoverableError: (error, info) =>
        console.error(
          `[ssr] hydration: ${String((error as { cause?: unknown }).cause ?? error)}${info.componentStack ?? ''}`,
        ),
    });
  } else {
    createRoot(container).render(<App />);
  }
}

void start();
