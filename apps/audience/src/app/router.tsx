import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useTranslation } from '../i18n';
// The join page is part of the first download: it is a few hundred bytes, and a chunk of its own
// would cost a round trip on the page phones open first.
import JoinScreen from '../screens/join-screen';
import { loadSessionScreen } from './preload';

const SessionScreen = lazy(loadSessionScreen);
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
 * Audience routes: the join page and /<code> from the QR code. wouter (about 2 KB gzipped) rather
 * than react-router (about 13 KB): three routes on a page that must load fast on mobile data.
 */
export function AppRoutes(): ReactNode {
  return (
    <Switch>
      <Route path="/">
        <JoinScreen />
      </Route>
      <Route path="/:code">{withSuspense(<SessionScreen />)}</Route>
      <Route>{withSuspense(<NotFoundScreen />)}</Route>
    </Switch>
  );
}
