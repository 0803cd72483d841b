import { createRoot } from 'react-dom/client';
import '@iper/design-system/tokens.css';
import './app/global.css';
import { App } from './app/app';
import { registerSiteRemotes } from './federation/remotes';

async function start() {
  await registerSiteRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
