import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installNativeHooks } from './app/native-hooks';
import { type AppRouter, createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { nextTask } from './lib/next-task';
import { loadPublicConfig } from './lib/public-config';
import './styles/index.css';

// The entry's modules evaluate, the router starts, then the language and the first render
// run: three short tasks rather than one long one, as Lighthouse counts every task over
// 50 ms into the blocking time (docs/decisions/042). The router's first navigation asks
// for the route's code, so it comes first; the task before it is the modules alone.
async function start() {
  let routerMade!: (router: AppRouter) => void;
  const routerReady = new Promise<AppRouter>((resolve) => {
    routerMade = resolve;
  });
  // The native app may call its hooks as soon as the page has loaded: they exist from
  // now, and act on the router once it is made.
  installNativeHooks(routerReady);
  // Every page shows the brand: asked for now, its answer lands before the first
  // render rather than re-rendering the page after it.
  void loadPublicConfig();
  await nextTask();
  // The first navigation (guards waiting for the native handover, the route's code and
  // its early request) starts here, while the language loads.
  const router = createAppRouter();
  routerMade(router);
  await nextTask();
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
