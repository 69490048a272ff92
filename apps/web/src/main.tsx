import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installNativeHooks } from './app/native-hooks';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { loadPublicConfig } from './lib/public-config';
import './styles/index.css';

async function start() {
  // The router starts its first navigation (guards waiting for the native
  // handover) while the language loads; the hooks must exist from the start.
  const router = createAppRouter();
  installNativeHooks(router);
  // Every page shows the brand: asked for now, its answer lands before the first
  // render rather than re-rendering the page after it.
  void loadPublicConfig();
  // The language and the first render run in a task of their own: the route's code is
  // already on its way, and the entry's evaluation and the first render make two short
  // tasks instead of one long one (Lighthouse's blocking time, docs/decisions/042).
  await new Promise((resolve) => setTimeout(resolve));
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
