import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';

type TModeKey = 'quizPoints' | 'streakBonus' | 'shuffleOptions' | 'optionsOnPhones';

/** The defaults of a deck whose server did not say (older fixtures). */
const DEFAULTS: Record<TModeKey, boolean> = {
  quizPoints: true,
  streakBonus: false,
  shuffleOptions: false,
  optionsOnPhones: true,
};
const MODES: readonly TModeKey[] = [
  'quizPoints',
  'streakBonus',
  'optionsOnPhones',
  'shuffleOptions',
];

/**
 * How this presentation runs its quizzes and polls: points and leaderboards (off: a survey,
 * without time pressure on anyone's score), the texts on phones, and a shuffled order per phone.
 */
export function ModesField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  return (
    <fieldset className="panel-section">
      <legend className="panel-section__title">{t('editor.modes.title')}</legend>
      {MODES.map((key) => (
        <div key={key} className="field">
          <label className="room-qa__check">
            <input
              type="checkbox"
              checked={deck[key] ?? DEFAULTS[key]}
              onChange={(event) => editor.setModes({ [key]: event.target.checked })}
              aria-describedby={`mode-${key}-hint`}
            />
            {t(`editor.modes.${key}`)}
          </label>
          <p id={`mode-${key}-hint`} className="field__hint">
            {t(`editor.modes.${key}.hint`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
