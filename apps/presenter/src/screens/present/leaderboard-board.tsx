import { useTranslation } from '../../i18n/i18n';
import { LIVE_LIMITS } from '@crowdeck/core';
import { formatNumber } from '../../lib/format-number';
import { getRankChange } from '../../live/leaderboard-ranks';
import { usePresenterStore } from '../../state/presenter-store';
import { TeamBoard } from './team-board';

/** Leaderboard slide: the top 10 with scores and how each rank moved since the last question. */
export function LeaderboardBoard() {
  const { t } = useTranslation();
  const entries = usePresenterStore((state) => state.audienceData?.leaderboard ?? null);
  const top = (entries ?? []).slice(0, LIVE_LIMITS.leaderboardTop);
  const pointsOff = usePresenterStore((state) => state.presentation?.quizPoints === false);
  const teams = usePresenterStore((state) => state.audienceData?.teamStandings ?? null);
  if (pointsOff) {
    return (
      <div className="stage">
        <p className="stage__empty">{t('present.leaderboard.pointsOff')}</p>
      </div>
    );
  }
  if (teams && teams.length > 0) return <TeamBoard teams={teams} />;
  if (top.length === 0) {
    return (
      <div className="stage">
        <p className="stage__empty">{t('present.leaderboard.empty')}</p>
      </div>
    );
  }
  return (
    // A fit box: all ten rows must show, so the question and rows shrink (names wrap below that).
    <div className="stage" data-fit-box>
      <ol className="leaderboard" aria-label={t('present.leaderboard.listLabel')}>
        {top.map((entry, index) => {
          const change = getRankChange(entry.rank, entry.previousRank);
          const changeText =
            change.direction === 'up' || change.direction === 'down'
              ? t(`present.leaderboard.${change.direction}`, { count: change.places })
              : t(`present.leaderboard.${change.direction}`);
          return (
            <li
              key={entry.participantId}
              className={`leaderboard__row leaderboard__row--${change.direction}`}
              style={{ animationDelay: `${index * 70}ms` }}
            >
              <span className="leaderboard__rank">{entry.rank}</span>
              <span dir="auto" className="leaderboard__name">
                {entry.name}
              </span>
              <span className="leaderboard__change" title={changeText}>
                <span aria-hidden="true">
                  {change.direction === 'up'
                    ? '▲'
                    : change.direction === 'down'
                      ? '▼'
                      : change.direction === 'new'
                        ? '★'
                        : '–'}
                  {'places' in change ? ` ${change.places}` : ''}
                </span>
                <span className="visually-hidden">{changeText}</span>
              </span>
              <span className="leaderboard__score">
                {t('present.leaderboard.points', {
                  count: entry.score,
                  score: formatNumber(entry.score),
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
