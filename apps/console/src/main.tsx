import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { ConsoleRouter } from './app/router';
import { nonceScriptStyles } from './lib/csp-nonce';
import './app/console.css';

nonceScriptStyles();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <ConsoleRouter />
      </Providers>
    </StrictMode>,
  );
}
