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

initI18n();
// Opened from a QR code (/<code>): fetch the session screen and the socket client in parallel.
if (window.location.pathname.length > 1) preloadSession();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
