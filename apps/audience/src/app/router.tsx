import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';

const JoinScreen = lazy(() => import('../screens/join-screen'));
const SessionScreen = lazy(() => import('../screens/session-screen'));
const NotFoundScreen = lazy(() => import('../screens/not-found-screen'));

function Loading(): ReactNode {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

const withSuspense = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/**
 * Audience routes: the join page and /<code> from the QR code. Declarative routes, not the data
 * router: the app loads no data through routes, and this keeps about 19 KB (gzip) off the join page.
 */
export function AppRoutes(): ReactNode {
  return (
    <Routes>
      <Route path="/" element={withSuspense(<JoinScreen />)} />
      <Route path="/:code" element={withSuspense(<SessionScreen />)} />
      <Route path="*" element={withSuspense(<NotFoundScreen />)} />
    </Routes>
  );
}
