import type { TTeamStandingView } from '@crowdeck/core';
import { PlaceRow, type TPlaceRowClasses } from '@crowdeck/web';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';

/** The podium's order on screen: second, first, third (the first in the middle, highest). */
const PODIUM_ORDER = [1, 0, 2] as const;

/** A podium step's parts: the place, the team's name, its points. */
const PODIUM_CLASSES: TPlaceRowClasses = {
  place: 'team-podium__place',
  name: 'team-podium__name',
  score: 'team-podium__score',
};

/**
 * Team mode's leaderboard: a podium of the first three teams in their colours, then every team
 * with its score and members. Team names are the presenter's, shown as text.
 */
export function TeamBoard({ teams }: { teams: TTeamStandingView[] }) {
  const { t } = useTranslation();
  const podium = PODIUM_ORDER.map((i) => teams[i]).filter(
    (team): team is TTeamStandingView => team !== undefined,
  );
  const points = (team: TTeamStandingView) =>
    t('present.leaderboard.points', { count: team.score, score: formatNumber(team.score) });
  return (
    <div className="stage team-board" data-fit-box>
      <h2 className="team-board__title">{t('present.teams.title')}</h2>
      <ol className="team-podium" aria-label={t('present.teams.podium')}>
        {podium.map((team) => (
          <PlaceRow
            key={team.id}
            className={`team-podium__step team-podium__step--${team.place}`}
            classes={PODIUM_CLASSES}
            style={{ background: team.colour }}
            place={t('present.teams.place', { place: team.place })}
            name={team.name}
            score={points(team)}
          />
        ))}
      </ol>
      <ol className="team-list" aria-label={t('present.teams.listLabel')}>
        {teams.map((team) => (
          <li key={team.id} className="team-list__row">
            <span className="team-list__place">{team.place}</span>
            <span
              className="team-list__swatch"
              style={{ background: team.colour }}
              aria-hidden="true"
            />
            <span dir="auto" className="team-list__name">
              {team.name}
            </span>
            <span className="team-list__members">
              {t('present.teams.members', { count: team.members })}
            </span>
            <span className="team-list__score">{points(team)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
