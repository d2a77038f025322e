import {
  TEAM_COLOURS,
  TEAM_LIMITS,
  ZTeamSettingsSchema,
  defaultTeams,
  type TPresentation,
  type TTeamSettings,
} from '@crowdeck/core';
import { useId, useState } from 'react';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';
import { CheckField } from '../../components/check-field';
import { ChoiceSelect } from '../../components/choice-select';
import { RadioChoice } from '../../components/radio-choice';
import { PanelFieldset } from './panel-fieldset';

const COLOUR_KEYS = [
  'editor.teams.colour.0',
  'editor.teams.colour.1',
  'editor.teams.colour.2',
  'editor.teams.colour.3',
  'editor.teams.colour.4',
  'editor.teams.colour.5',
  'editor.teams.colour.6',
  'editor.teams.colour.7',
] as const;

const COUNTS = Array.from(
  { length: TEAM_LIMITS.max - TEAM_LIMITS.min + 1 },
  (_, i) => i + TEAM_LIMITS.min,
);

/**
 * Team mode of the deck's quizzes: 2–8 teams with a name and a colour, the team score (average
 * or total of its members), how phones get a team, and one phone per team. Saved only when the
 * teams are valid (each its own name); otherwise the field says what to fix.
 */
export function TeamsField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const id = useId();
  const saved = deck.teams ?? null;
  const colourNames = COLOUR_KEYS.map((key) => t(key));
  const [draft, setDraft] = useState<TTeamSettings | null>(saved);
  // The deck's teams changed (saved here or elsewhere): the form shows them.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(saved);
  }
  const [invalid, setInvalid] = useState(false);

  const save = (next: TTeamSettings | null) => {
    setDraft(next);
    if (next === null) {
      setInvalid(false);
      editor.setModes({ teams: null });
      return;
    }
    const parsed = ZTeamSettingsSchema.safeParse(next);
    setInvalid(!parsed.success);
    if (parsed.success) editor.setModes({ teams: parsed.data });
  };

  const turnOn = () =>
    save({
      teams: defaultTeams(4, colourNames),
      score: 'average',
      assign: 'choose',
      sharedDevice: false,
    });

  const setCount = (count: number) => {
    if (!draft) return;
    const defaults = defaultTeams(count, colourNames);
    save({ ...draft, teams: defaults.map((team, i) => draft.teams[i] ?? team) });
  };

  const editTeam = (index: number, changes: Partial<TTeamSettings['teams'][number]>) => {
    if (!draft) return;
    save({
      ...draft,
      teams: draft.teams.map((team, i) => (i === index ? { ...team, ...changes } : team)),
    });
  };

  return (
    <PanelFieldset legend={t('editor.teams.title')} className="teams-field">
      <CheckField
        label={t('editor.teams.on')}
        hint={t('editor.teams.on.hint')}
        checked={draft !== null}
        onChange={(checked) => (checked ? turnOn() : save(null))}
      />
      {draft && (
        <>
          <div className="field">
            <label htmlFor={`${id}-count`}>{t('editor.teams.count')}</label>
            <ChoiceSelect
              id={`${id}-count`}
              choices={COUNTS}
              value={draft.teams.length}
              label={String}
              onChange={setCount}
            />
          </div>
          <ol className="teams-field__list">
            {draft.teams.map((team, index) => (
              <li key={team.id} className="teams-field__team">
                <span
                  className="teams-field__swatch"
                  style={{ background: team.colour }}
                  aria-hidden="true"
                />
                <label className="visually-hidden" htmlFor={`${id}-name-${team.id}`}>
                  {t('editor.teams.name', { n: index + 1 })}
                </label>
                <input
                  id={`${id}-name-${team.id}`}
                  type="text"
                  dir="auto"
                  maxLength={TEAM_LIMITS.nameMax}
                  value={team.name}
                  onChange={(event) => editTeam(index, { name: event.target.value })}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-invalid` : undefined}
                />
                <label className="visually-hidden" htmlFor={`${id}-colour-${team.id}`}>
                  {t('editor.teams.colour', { n: index + 1 })}
                </label>
                <select
                  id={`${id}-colour-${team.id}`}
                  value={team.colour}
                  onChange={(event) => editTeam(index, { colour: event.target.value })}
                >
                  {TEAM_COLOURS.map((colour, i) => (
                    <option key={colour} value={colour}>
                      {colourNames[i]}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ol>
          {invalid && (
            <p id={`${id}-invalid`} className="field__error" role="alert">
              {t('editor.teams.invalid')}
            </p>
          )}
          <RadioChoice
            legend={t('editor.teams.score')}
            name={`${id}-score`}
            choices={['average', 'total'] as const}
            value={draft.score}
            labelOf={(score) => t(`editor.teams.score.${score}`)}
            onChange={(score) => save({ ...draft, score })}
          />
          <RadioChoice
            legend={t('editor.teams.assign')}
            name={`${id}-assign`}
            choices={['choose', 'auto'] as const}
            value={draft.assign}
            labelOf={(assign) => t(`editor.teams.assign.${assign}`)}
            isDisabled={(assign) => draft.sharedDevice && assign === 'auto'}
            onChange={(assign) => save({ ...draft, assign })}
          />
          <CheckField
            label={t('editor.teams.shared')}
            hint={t('editor.teams.shared.hint')}
            checked={draft.sharedDevice}
            onChange={(checked) =>
              save({
                ...draft,
                sharedDevice: checked,
                ...(checked ? { assign: 'choose' as const } : {}),
              })
            }
          />
        </>
      )}
    </PanelFieldset>
  );
}
