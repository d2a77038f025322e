import { Link, useParams } from 'react-router';
import { AppShell } from '../../components/app-shell';
import { MessagePage } from '../../components/message-page';
import { PageLoader } from '../../components/page-loader';
import { useFontStylesheets } from '../../editor/use-font-stylesheets';
import { useTranslation } from '../../i18n/i18n';
import { usePresentSession } from '../../live/use-present-session';
import { usePresenterStore } from '../../state/presenter-store';
import { usePresentKeys } from '../present/use-present-keys';
import { ControlView } from './control-view';

/**
 * The presenter's control screen (/presentation/:id/control): a second window the big screen
 * (present mode, in any window or device) follows.
 */
export function ControlScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = usePresentSession(id);
  const deck = usePresenterStore((state) => state.presentation);
  useFontStylesheets([deck?.fontFamily]);
  usePresentKeys();

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
        links={[{ to: `/presentation/${deck.id}`, label: t('present.toEditor') }]}
      />
    );
  }
  return (
    <AppShell wide>
      <div className="control-head">
        <div>
          <h1 className="page__title">{deck.title}</h1>
          <p className="room-private" role="note">
            {t('control.private')}
          </p>
        </div>
        <Link
          to={`/present/${deck.id}`}
          target="_blank"
          rel="noopener"
          className="button button--secondary"
          title={t('control.openProjectorHint')}
        >
          {t('control.openProjector')}
        </Link>
      </div>
      <p className="control-card__text control-keys">{t('control.keysHint')}</p>
      <ControlView deck={deck} variant="desk" />
    </AppShell>
  );
}
