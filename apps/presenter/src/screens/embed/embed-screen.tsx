import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { setUnauthorizedHandler } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { useTranslation } from '../../i18n/i18n';
import { usePresenterStore } from '../../state/presenter-store';
import { PresentCanvas } from '../present/present-canvas';
import { PresentSlide } from '../present/present-slide';
import { EmbedJoin } from './embed-join';
import { useEmbedLive } from './use-embed-live';

/**
 * `/embed/<view token>`: one live view of a presentation for other tools to frame (PowerPoint,
 * Teams, Zoom, a conference website) — the join screen, the current slide's results or the
 * leaderboard, following the big screen unless `?view=` or the token say otherwise; `?slide=`
 * pins one slide. Read-only: nothing here acts for anyone, and no editor code is loaded.
 */
export function EmbedScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const { status, state } = useEmbedLive(token, {
    view: search.get('view'),
    slide: search.get('slide'),
  });
  const deck = usePresenterStore((store) => store.presentation);
  const slide = usePresenterStore((store) => store.slide);

  // Framed by another site, the page must never send anyone to the sign-in page.
  useEffect(() => setUnauthorizedHandler(() => undefined), []);
  useEffect(() => {
    document.documentElement.classList.add('embed-page');
    return () => document.documentElement.classList.remove('embed-page');
  }, []);

  if (status === 'loading') return <PageLoader />;
  if (status === 'gone' || status === 'error') {
    return (
      <main id="main" className="embed embed--message">
        <div className="embed-message" role={status === 'gone' ? undefined : 'alert'}>
          <h1 className="embed-message__title">
            {status === 'gone' ? t('embed.gone.title') : t('embed.error.title')}
          </h1>
          <p className="embed-message__body">
            {status === 'gone' ? t('embed.gone.body') : t('embed.error.body')}
          </p>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="embed present" data-screen={state?.screen} aria-live="off">
      {state?.screen === 'join' || !deck || !slide ? (
        state && <EmbedJoin state={state} />
      ) : slide.type === 'qa' ? (
        <div className="embed-message">
          <p className="embed-message__body">{t('embed.qa')}</p>
        </div>
      ) : (
        <PresentCanvas>
          <PresentSlide deck={deck} slide={slide} />
        </PresentCanvas>
      )}
      {state?.ended && (
        <p className="embed__ended" role="status">
          {t('embed.ended')}
        </p>
      )}
    </main>
  );
}
