import { isolateText } from '@crowdeck/web';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import { useLiveActions, useLiveSession } from '../../live/live-session-context';

/** Where a participant finished: its score (named, quiz decks) and its rank once ranked. */
export interface TFinalStanding {
  name: string | null;
  score: number;
  rank: number | null;
}

/**
 * The thank-you screen of an ended session, with the participant's final score and rank. It stays
 * until the person chooses to join again (a new session, or this one continued).
 */
export function EndedView(props: { final: TFinalStanding | null }): ReactNode {
  const { t } = useTranslation();
  const { joinAgain } = useLiveActions();
  const { joinAgainAsked, phase } = useLiveSession();
  const { final } = props;
  const named = final?.name ? final : null;
  return (
    <section className="panel panel-center" aria-labelledby="ended-title">
      <h1 id="ended-title">{t('session.ended.title')}</h1>
      <p className="lead">
        {named?.name
          ? t('session.ended.leadNamed', { name: isolateText(named.name) })
          : t('session.ended.lead')}
      </p>
      {named ? (
        <p className="big-number">
          {t('session.ended.score', { score: formatNumber(named.score) })}
        </p>
      ) : null}
      {named?.rank ? (
        <p className="lead">
          {t('session.ended.rank', { rank: t('rank', { count: named.rank, ordinal: true }) })}
        </p>
      ) : null}
      {joinAgainAsked && phase === 'failed' ? (
        <p className="lead" role="status">
          {t('session.ended.notRestarted')}
        </p>
      ) : null}
      <button type="button" className="button-secondary" onClick={joinAgain}>
        {t('session.ended.joinAgain')}
      </button>
    </section>
  );
}
