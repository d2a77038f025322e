import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';
import { CheckField } from '../../components/check-field';
import { PanelFieldset } from './panel-fieldset';

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
    <PanelFieldset legend={t('editor.modes.title')}>
      {MODES.map((key) => (
        <CheckField
          key={key}
          label={t(`editor.modes.${key}`)}
          hint={t(`editor.modes.${key}.hint`)}
          checked={deck[key] ?? DEFAULTS[key]}
          onChange={(checked) => editor.setModes({ [key]: checked })}
        />
      ))}
    </PanelFieldset>
  );
}
