import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import type { TLiveView } from '../../live/apply-message';
import { WaitingView } from './waiting-view';

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
              <li key={entry.participantId} className={mine ? 'board-row board-mine' : 'board-row'}>
                <span className="board-rank">{entry.rank}</span>
                <span className="board-name" dir="auto">
                  {entry.name}
                  {mine ? <span className="board-you"> ({t('leaderboard.youTag')})</span> : null}
                </span>
                <span className="board-score">
                  {t('leaderboard.points', { score: formatNumber(entry.score) })}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
