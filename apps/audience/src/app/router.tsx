import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
// The join page is part of the first download: it is a few hundred bytes, and a chunk of its own
// would cost a round trip on the page phones open first.
import JoinScreen from '../screens/join-screen';
import { matchAssignmentPath, matchCodePath, usePath } from './location';
import { loadSessionScreen } from './preload';

const SessionScreen = lazy(loadSessionScreen);
const NotFoundScreen = lazy(() => import('../screens/not-found-screen'));
// A self-paced assignment's player: its own chunk, never in the join page's download.
const AssignmentScreen = lazy(() => import('../screens/assignment/assignment-screen'));

function Loading(): ReactNode {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

/** Audience routes: the join page at /, the session at /<code> (the QR code's address), else not found. */
export function AppRoutes(): ReactNode {
  const path = usePath();
  if (path === '/') return <JoinScreen />;
  const assignment = matchAssignmentPath(path);
  if (assignment !== null) {
    return (
      <Suspense fallback={<Loading />}>
        <AssignmentScreen code={assignment} />
      </Suspense>
    );
  }
  const code = matchCodePath(path);
  return (
    <Suspense fallback={<Loading />}>
      {code === null ? <NotFoundScreen /> : <SessionScreen code={code} />}
    </Suspense>
  );
}
