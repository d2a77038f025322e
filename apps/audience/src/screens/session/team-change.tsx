import type { TTeamOption } from '@crowdeck/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { FieldError } from '../card-page';
import { useLiveActions } from '../../live/live-session-context';

/**
 * Team mode: "Change team" until the quiz starts (as in a Kahoot lobby). Opening it asks the
 * server for the teams (with one phone per team, those another phone plays for are taken); a
 * team chosen moves the phone, and its badge follows. Team names are the presenter's, as text.
 */
export function TeamChange(props: { currentId: string }): ReactNode {
  const { t } = useTranslation();
  const { changeTeam } = useLiveActions();
  const [teams, setTeams] = useState<TTeamOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The team moved to, said to screen readers. */
  const [moved, setMoved] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const open = teams !== null;
  // Focus follows the panel: to its title when it opens, back to "Change team" when it closes.
  useEffect(() => {
    if (open) title.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const run = async (teamId?: string) => {
    setBusy(true);
    const outcome = await changeTeam(teamId);
    setBusy(false);
    if (outcome.kind === 'ok') {
      setError(null);
      setTeams(teamId ? null : outcome.teams);
      if (teamId) setMoved(outcome.teams.find((team) => team.id === teamId)?.name ?? null);
      return;
    }
    if (outcome.kind === 'taken') setTeams(outcome.teams);
    setError(
      outcome.kind === 'taken'
        ? t('team.refusedTaken')
        : outcome.kind === 'fixed'
          ? t('team.fixed')
          : t('team.changeFailed'),
    );
    if (outcome.kind === 'fixed') setTeams(null);
  };

  return (
    <>
      {teams ? (
        <section className="team-change" aria-labelledby="team-change-title">
          <h2 id="team-change-title" className="team-change__title" ref={title} tabIndex={-1}>
            {t('team.changeTitle')}
          </h2>
          <FieldError message={error} />
          <ul className="team-choice">
            {teams.map((team) => {
              const current = team.id === props.currentId;
              return (
                <li key={team.id}>
                  <button
                    type="button"
                    className="team-choice__button"
                    style={{ background: team.colour }}
                    disabled={busy || team.taken || current}
                    onClick={() => void run(team.id)}
                  >
                    <span dir="auto">{team.name}</span>
                    {current || team.taken ? (
                      <span className="team-choice__taken">
                        {current ? t('team.yours') : t('team.takenTag')}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setTeams(null);
              setError(null);
            }}
          >
            {t('team.keep')}
          </button>
        </section>
      ) : (
        <>
          <button
            ref={toggle}
            type="button"
            className="your-data-link"
            disabled={busy}
            onClick={() => void run()}
          >
            {t('team.change')}
          </button>
          {error ? (
            <p role="alert" className="field-error team-change__error">
              {error}
            </p>
          ) : null}
        </>
      )}
      {/* Always in the page, so the move is announced when it is made. */}
      <p role="status" className="visually-hidden">
        {moved ? t('team.changed', { team: moved }) : null}
      </p>
    </>
  );
}
