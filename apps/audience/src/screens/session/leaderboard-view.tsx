import type { ReactNode } from 'react';
import { PlaceRow, type TPlaceRowClasses } from '@crowdeck/web';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import type { TLiveView } from '../../live/apply-message';
import { WaitingView } from './waiting-view';

/** A leaderboard row's parts: the rank, the name, the points. */
const BOARD_CLASSES: TPlaceRowClasses = {
  place: 'board-rank',
  name: 'board-name',
  score: 'board-score',
};

/** The leaderboard: your own rank and score first, then the top entries when the server sent them. */
export function LeaderboardView(props: { view: TLiveView }): ReactNode {
  const { t } = useTranslation();
  const { me } = props.view.audience;
  const entries = props.view.leaderboard ?? [];
  const score = formatNumber(me.score);
  // Points off (a survey): there is no ranking to show on phones.
  if (props.view.audience.modes && !props.view.audience.modes.points) {
    return (
      <WaitingView name={me.name} title={t('leaderboard.off')} lead={t('leaderboard.offLead')} />
    );
  }

  return (
    <section className="panel" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title" className="eyebrow">
        {t('leaderboard.title')}
      </h1>
      <p className="my-rank" role="status">
        {me.rank !== null
          ? t('leaderboard.you', { count: me.rank, ordinal: true, score })
          : t('leaderboard.unranked', { score })}
      </p>
      {entries.length > 0 ? (
        <ol className="board">
          {entries.map((entry) => {
            const mine = entry.participantId === me.participantId;
            return (
              <PlaceRow
                key={entry.participantId}
                className={mine ? 'board-row board-mine' : 'board-row'}
                classes={BOARD_CLASSES}
                place={entry.rank}
                name={
                  <>
                    {entry.name}
                    {mine ? <span className="board-you"> ({t('leaderboard.youTag')})</span> : null}
                  </>
                }
                score={t('leaderboard.points', { score: formatNumber(entry.score) })}
              />
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
