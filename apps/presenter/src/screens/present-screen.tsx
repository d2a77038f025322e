import { useTranslation } from '../i18n/i18n';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../components/message-page';
import { PageLoader } from '../components/page-loader';
import { useFontStylesheets } from '../editor/use-font-stylesheets';
import { usePresentSession } from '../live/use-present-session';
import { usePresenterStore } from '../state/presenter-store';
import { PresentView } from './present/present-view';

/** Present mode (/present/:id): the lobby, then the slides live with the audience. */
export function PresentScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = usePresentSession(id, params.get('from') === 'start');
  useEffect(() => {
    if (query.data && params.has('from')) setParams({}, { replace: true });
  }, [query.data, params, setParams]);
  const deck = usePresenterStore((state) => state.presentation);
  useFontStylesheets([deck?.fontFamily]);

  // A load failure is not shown as an error; a plain empty state offers the way back.
  if (query.isError) {
    return (
      <MessagePage
        title={t('present.empty.title')}
        body={t('present.empty.body')}
        links={[{ to: '/home', label: t('present.backHome') }]}
      />
    );
  }
  if (!deck || deck.id !== id) return <PageLoader />;
  if (deck.Slides.length === 0) {
    return (
      <MessagePage
        title={t('present.noSlides.title')}
        body={t('present.noSlides.body')}
        links={[
          { to: `/presentation/${deck.id}`, label: t('present.toEditor') },
          { to: '/home', label: t('present.backHome') },
        ]}
      />
    );
  }
  return <PresentView deck={deck} />;
}
