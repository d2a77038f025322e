import { lazy, Suspense, type ReactNode } from 'react';
import { loadLaterMessages, useTranslation } from '../../i18n';
import type * as LaterViews from './later-views';

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

/** The view `name` of the later chunk, drawn once the chunk is in. */
function later<TName extends keyof typeof LaterViews>(name: TName) {
  return lazy(() => loadLaterViews().then((views) => ({ default: views[name] })));
}

export const ContentView = later('ContentView');
export const EndedView = later('EndedView');
export const LeaderboardView = later('LeaderboardView');
export const OpenEndedView = later('OpenEndedView');
export const QaView = later('QaView');
export const QuizResult = later('QuizResult');
export const ReactionsBar = later('ReactionsBar');
export const ResultBars = later('ResultBars');
export const SessionTabs = later('SessionTabs');
export const YourDataDialog = later('YourDataDialog');
export const WordCloudView = later('WordCloudView');

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
