import { lazy, Suspense, type ReactNode } from 'react';
import { loadLaterMessages, useTranslation } from '../../i18n';

/**
 * The less common views, and the parts of the frame that can come a moment later, are a chunk
 * of their own, so the phone joins and shows a quiz or a poll with less to download first; preloadLaterViews fetches it as soon as the phone has joined,
 * long before the presenter usually reaches such a slide.
 */
const loadLaterViews = () =>
  Promise.all([import('./later-views'), loadLaterMessages()]).then(([views]) => views);

let started = false;

/** Starts downloading the later views (once; a failure is left to the lazy view to retry). */
export function preloadLaterViews(): void {
  if (started) return;
  started = true;
  loadLaterViews().catch(() => (started = false));
}

export const ContentView = lazy(() => loadLaterViews().then((m) => ({ default: m.ContentView })));
export const EndedView = lazy(() => loadLaterViews().then((m) => ({ default: m.EndedView })));
export const LeaderboardView = lazy(() =>
  loadLaterViews().then((m) => ({ default: m.LeaderboardView })),
);
export const OpenEndedView = lazy(() =>
  loadLaterViews().then((m) => ({ default: m.OpenEndedView })),
);
export const QaView = lazy(() => loadLaterViews().then((m) => ({ default: m.QaView })));
export const QuizResult = lazy(() => loadLaterViews().then((m) => ({ default: m.QuizResult })));
export const ReactionsBar = lazy(() => loadLaterViews().then((m) => ({ default: m.ReactionsBar })));
export const ResultBars = lazy(() => loadLaterViews().then((m) => ({ default: m.ResultBars })));
export const SessionTabs = lazy(() => loadLaterViews().then((m) => ({ default: m.SessionTabs })));
export const YourDataDialog = lazy(() =>
  loadLaterViews().then((m) => ({ default: m.YourDataDialog })),
);
export const WordCloudView = lazy(() =>
  loadLaterViews().then((m) => ({ default: m.WordCloudView })),
);

/**
 * Shows "Loading…" while a later view is still on its way: as the page's heading where the view
 * is the whole screen (`screen`: every phone screen has a level-one heading), else as a line.
 */
export function LaterView(props: {
  children: ReactNode;
  screen?: boolean;
  fallback?: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const fallback =
    props.fallback ??
    (props.screen ? (
      <section className="panel panel-center" aria-busy="true">
        <h1>{t('loading')}</h1>
      </section>
    ) : (
      <p className="loading" role="status" aria-live="polite">
        {t('loading')}
      </p>
    ));
  return <Suspense fallback={fallback}>{props.children}</Suspense>;
}
