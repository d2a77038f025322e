import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useLiveActions, useLiveSession } from '../../live/live-session-context';
import { CardPage, FieldError } from '../card-page';

/**
 * Team mode: the phone chooses its team, one button per team in its colour (team names are the
 * presenter's, shown as text). With one phone per team, a team another phone plays for is shown
 * taken and cannot be chosen.
 */
export function TeamForm(): ReactNode {
  const { t } = useTranslation();
  const { teamChoice } = useLiveSession();
  const { submitTeam } = useLiveActions();
  const reason = teamChoice?.reason ?? null;
  const refusal =
    reason === 'taken'
      ? t('team.refusedTaken')
      : reason === 'unknown'
        ? t('team.refusedUnknown')
        : null;
  return (
    <CardPage headline={t('team.title')} lead={t('team.lead')}>
      <FieldError message={refusal} />
      <ul className="team-choice">
        {(teamChoice?.teams ?? []).map((team) => (
          <li key={team.id}>
            <button
              type="button"
              className="team-choice__button"
              style={{ background: team.colour }}
              disabled={team.taken}
              onClick={() => submitTeam(team.id)}
            >
              <span dir="auto">{team.name}</span>
              {team.taken ? <span className="team-choice__taken">{t('team.takenTag')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </CardPage>
  );
}

/** The phone's team, in its colour, with the team's place once a question was scored. */
export function TeamBadge(props: {
  team: { name: string; colour: string; place: number | null; of: number };
}): ReactNode {
  const { t } = useTranslation();
  const { team } = props;
  return (
    <p className="team-badge" style={{ background: team.colour }}>
      <span className="team-badge__label">{t('team.yours')}</span>{' '}
      <strong dir="auto" className="team-badge__name">
        {team.name}
      </strong>
      {team.place !== null ? (
        <span className="team-badge__place">
          {t('team.place', { place: team.place, of: team.of })}
        </span>
      ) : null}
    </p>
  );
}
