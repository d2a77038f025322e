import { Link, useParams } from 'react-router';
import type { TPresentation } from '@crowdeck/core';
import { AppShell } from '../../components/app-shell';
import { useFontStylesheets } from '../../editor/use-font-stylesheets';
import { useTranslation } from '../../i18n/i18n';
import { usePresentSession } from '../../live/use-present-session';
import { usePresenterStore } from '../../state/presenter-store';
import { LiveDeckGate } from '../present/live-deck-gate';
import { usePresentKeys } from '../present/use-present-keys';
import { ControlView } from './control-view';

/**
 * The presenter's control screen (/presentation/:id/control): a second window the big screen
 * (present mode, in any window or device) follows.
 */
export function ControlScreen() {
  const { id = '' } = useParams();
  const query = usePresentSession(id);
  const deck = usePresenterStore((state) => state.presentation);
  useFontStylesheets([deck?.fontFamily]);
  usePresentKeys();

  return (
    <LiveDeckGate id={id} isError={query.isError}>
      {(loaded) => <ControlPage deck={loaded} />}
    </LiveDeckGate>
  );
}

/** The control screen once its deck is loaded. */
function ControlPage({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  return (
    <AppShell wide>
      <div className="control-head">
        <div>
          <h1 dir="auto" className="page__title">
            {deck.title}
          </h1>
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
