import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { toast } from './components/toasts';
import { setUnauthorizedHandler } from './api/client';
import { queryClient } from './api/query-client';
import { router } from './app/router';
import { endSession } from './auth/session';
import { hasToken, renewToken } from './auth/token';
import { i18n, initI18n } from './i18n/i18n';
import { initSentry } from './lib/sentry';
import { usePresenterStore } from './state/presenter-store';

void initSentry();

renewToken();

// With a stored token the profile loads first; the loader shows until it has (SessionSync).
usePresenterStore.getState().setIsPageLoader(hasToken());

// A 401 anywhere means the session is over: forget it and ask to sign in again.
setUnauthorizedHandler(() => {
  endSession({ expired: true });
  toast.error(i18n.t('toast.sessionExpired'), { id: 'session-expired' });
  void router.navigate('/login', { replace: true });
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

// A language other than English loads its catalogue first, so the first screen is already in it.
void initI18n().then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
