import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { DECK_LIMITS, type TSlide } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { FormField } from '../../components/form-field';
import { ChoiceField } from '../../components/choice-field';

/** Common time limits, 5 s to 4 min. */
export const TIME_LIMIT_CHOICES_SEC = [5, 10, 20, 30, 45, 60, 90, 120, 180, 240] as const;

/** Points per correct answer: standard, double or none. */
export const POINTS_CHOICES = [
  { value: DECK_LIMITS.quizPointsDefault, key: 'points.standard' },
  { value: DECK_LIMITS.quizPointsMax, key: 'points.double' },
  { value: 0, key: 'points.none' },
] as const;

/** A time limit in words: "20 seconds", "2 minutes". */
function useDurationLabel() {
  const { t } = useTranslation();
  return (seconds: number) =>
    seconds >= 60 && seconds % 60 === 0
      ? t('editor.minutes', { count: seconds / 60 })
      : t('editor.seconds', { count: seconds });
}

/** Time limit and points of a quiz slide. */
export function QuizSettings({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const timeId = useId();
  const pointsId = useId();
  const toLabel = useDurationLabel();
  const times = [...new Set<number>([...TIME_LIMIT_CHOICES_SEC, slide.timeLimitSec])].sort(
    (a, b) => a - b,
  );
  const hasCustomPoints = !POINTS_CHOICES.some((choice) => choice.value === slide.points);

  return (
    <div className="panel-row">
      <ChoiceField
        label={t('editor.timeLimit')}
        id={timeId}
        choices={times}
        value={slide.timeLimitSec}
        choiceLabel={toLabel}
        onChange={(next) => editor.editSlide(slide.id, { timeLimitSec: next })}
      />
      <FormField label={t('editor.points')} id={pointsId}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={slide.points}
            onChange={(event) => editor.editSlide(slide.id, { points: Number(event.target.value) })}
          >
            {POINTS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.key)}
              </option>
            ))}
            {hasCustomPoints && <option value={slide.points}>{slide.points}</option>}
          </select>
        )}
      </FormField>
    </div>
  );
}
