import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
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

/** Audience routes: the join page and /<code> from the QR code. */
export const router = createBrowserRouter([
  { path: '/', element: withSuspense(<JoinScreen />) },
  { path: '/:code', element: withSuspense(<SessionScreen />) },
  { path: '*', element: withSuspense(<NotFoundScreen />) },
]);
