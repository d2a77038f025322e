import type { TPresenterKey } from '../../i18n/i18n';
import { useId, useState } from 'react';
import {
  checkNumericSettings,
  FORMAT_LIMITS,
  FORMATS_BY_TYPE,
  getValidationMessage,
  resolveSettings,
  type TAnswerFormat,
  type TSlide,
  type TSlideSettings,
} from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';
import { NumberField } from '../../components/number-field';
import { ChoiceField } from '../../components/choice-field';
import { InputField } from '../../components/input-field';
import { CheckField } from '../../components/check-field';
import { PanelFieldset } from './panel-fieldset';

const LIMIT = FORMAT_LIMITS.numberAbsMax;

/** A numeric guess's settings, in the editor's order; a poll has no correct value or tolerance. */
const NUMERIC_FIELDS: readonly {
  name: 'min' | 'max' | 'step' | 'correctValue' | 'tolerance';
  label: TPresenterKey;
  hint?: TPresenterKey;
  lowest: number;
  quizOnly?: boolean;
}[] = [
  { name: 'min', label: 'editor.format.min', lowest: -LIMIT },
  { name: 'max', label: 'editor.format.max', lowest: -LIMIT },
  { name: 'step', label: 'editor.format.step', lowest: 0 },
  { name: 'correctValue', label: 'editor.format.correctValue', lowest: -LIMIT, quizOnly: true },
  {
    name: 'tolerance',
    label: 'editor.format.tolerance',
    hint: 'editor.format.toleranceHint',
    lowest: 0,
    quizOnly: true,
  },
];

/** The hint of each format a slide type offers (a key per pair, so each is type-checked). */
const FORMAT_HINTS = {
  quiz: {
    choice: 'format.quiz.choice.hint',
    multi: 'format.quiz.multi.hint',
    typeAnswer: 'format.quiz.typeAnswer.hint',
    numeric: 'format.quiz.numeric.hint',
  },
  poll: {
    choice: 'format.poll.choice.hint',
    multi: 'format.poll.multi.hint',
    numeric: 'format.poll.numeric.hint',
    scales: 'format.poll.scales.hint',
    ranking: 'format.poll.ranking.hint',
  },
} as const satisfies Record<'quiz' | 'poll', Partial<Record<TAnswerFormat, TPresenterKey>>>;

const hintOf = (type: 'quiz' | 'poll', format: TAnswerFormat): TPresenterKey =>
  (FORMAT_HINTS[type] as Partial<Record<TAnswerFormat, TPresenterKey>>)[format] ??
  FORMAT_HINTS[type].choice;

/**
 * How the audience answers a quiz or poll, and that format's settings: how many choices, typo
 * tolerance, a number's range and correct band, the scale, hidden poll results.
 */
export function FormatSettings({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const type = slide.type === 'quiz' ? 'quiz' : 'poll';
  const format = slide.format ?? 'choice';
  const settings = resolveSettings(slide.settings);
  // Numeric fields are checked together: a draft (min above max) waits here, unsent.
  const [draft, setDraft] = useState<TSlideSettings>({});
  const numeric = resolveSettings({ ...slide.settings, ...draft });
  const numericProblem = format === 'numeric' ? checkNumericSettings(numeric) : null;

  const save = (changes: TSlideSettings) =>
    editor.editSlide(slide.id, { settings: { ...slide.settings, ...changes } });
  const saveNumber = (changes: TSlideSettings) => {
    const next = { ...draft, ...changes };
    if (checkNumericSettings(resolveSettings({ ...slide.settings, ...next })) === null) {
      setDraft({});
      save(next);
    } else setDraft(next);
  };

  return (
    <PanelFieldset legend={t('editor.format.title')}>
      <ChoiceField
        label={t('editor.format.label')}
        after={<p className="field__hint">{t(hintOf(type, format))}</p>}
        choices={FORMATS_BY_TYPE[type]}
        value={format}
        choiceLabel={(f) => t(`format.${f}`)}
        onChange={(next) => editor.editSlide(slide.id, { format: next })}
      />

      {format === 'multi' && type === 'poll' && (
        <NumberField
          key={`max-${slide.id}`}
          label={t('editor.format.maxChoices')}
          hint={t('editor.format.maxChoicesHint')}
          value={Math.min(settings.maxChoices, slide.options.length)}
          min={1}
          max={Math.max(1, slide.options.length)}
          onChange={(maxChoices) => save({ maxChoices })}
        />
      )}

      {format === 'typeAnswer' && (
        <Check
          label={t('editor.format.typo')}
          hint={t('editor.format.typoHint')}
          checked={settings.typoTolerance}
          onChange={(typoTolerance) => save({ typoTolerance })}
        />
      )}

      {format === 'numeric' && (
        <div className="panel-row">
          {NUMERIC_FIELDS.filter((field) => type === 'quiz' || !field.quizOnly).map((field) => (
            <NumberField
              key={`${field.name}-${slide.id}`}
              decimal
              label={t(field.label)}
              hint={field.hint && t(field.hint)}
              value={numeric[field.name] ?? numeric.min}
              min={field.lowest}
              max={LIMIT}
              onChange={(value) => saveNumber({ [field.name]: value })}
            />
          ))}
        </div>
      )}
      {numericProblem ? (
        <p className="field__error" role="alert">
          {getValidationMessage(numericProblem)}
        </p>
      ) : null}
      {format === 'numeric' && type === 'quiz' && settings.correctValue === null ? (
        <p className="field__hint field__hint--warning">{t('editor.format.noCorrectValue')}</p>
      ) : null}

      {format === 'scales' && <ScaleFields slide={slide} save={save} />}

      {type === 'poll' && (
        <Check
          label={t('editor.format.hideResults')}
          hint={t('editor.format.hideResultsHint')}
          checked={settings.hideResults}
          onChange={(hideResults) => save({ hideResults })}
        />
      )}
    </PanelFieldset>
  );
}

function ScaleFields(props: { slide: TSlide; save: (changes: TSlideSettings) => void }) {
  const { t } = useTranslation();
  const { slide, save } = props;
  const settings = resolveSettings(slide.settings);
  const scaleId = useId();
  return (
    <>
      <ChoiceField<number>
        label={t('editor.format.scale')}
        id={scaleId}
        choices={FORMAT_LIMITS.scaleMaxChoices}
        value={settings.scaleMax}
        choiceLabel={(top) => t('editor.format.scaleTo', { top })}
        onChange={(next) => save({ scaleMax: next })}
      />
      <div className="panel-row">
        <ScaleLabelField
          label={t('editor.format.minLabel')}
          placeholder={t('editor.format.minLabelPlaceholder')}
          value={settings.minLabel}
          onChange={(minLabel) => save({ minLabel })}
        />
        <ScaleLabelField
          label={t('editor.format.maxLabel')}
          placeholder={t('editor.format.maxLabelPlaceholder')}
          value={settings.maxLabel}
          onChange={(maxLabel) => save({ maxLabel })}
        />
      </div>
    </>
  );
}

/** The words at one end of a scale, e.g. "Disagree". */
function ScaleLabelField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputField
      label={props.label}
      maxLength={FORMAT_LIMITS.scaleLabelMax}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function Check(props: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <CheckField className="room-qa__check" {...props} />;
}
