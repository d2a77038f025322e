import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@crowdeck/web/tokens.css';
import './styles/app.css';
import { initI18n } from './i18n';
import { AppRoutes } from './app/router';
import { preloadSession } from './app/preload';

// A phone in another language fetches its catalogue alongside the rest; the first render waits
// for it (a few KB) so the page never flashes English first. A failed fetch shows English.
const messages = initI18n().catch(() => undefined);
// Opened from a QR code (/<code>): fetch the session screen and the socket client in parallel.
if (window.location.pathname.length > 1 && !window.location.pathname.startsWith('/a/')) {
  preloadSession();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void messages.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
  ),
);
