import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { getEmptyQuestionKeys } from '../../editor/slide-wording';
import {
  DECK_LIMITS,
  getLayoutsOf,
  SLIDE_LAYOUTS,
  type TSlide,
  type TSlideLayout,
} from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { ImageField } from './image-field';
import { NumberField } from '../../components/number-field';
import { ChoiceField } from '../../components/choice-field';
import { FormatSettings } from './format-settings';
import { OptionsEditor } from './options-editor';
import { QuizSettings } from './quiz-settings';
import { SlideProblems } from './slide-problems';
import { TextAreaField } from './text-area-field';
import { slideFieldKey } from '@crowdeck/core';
import { TakenNote, useFieldLock } from './coedit/field-lock';

/** The Content tab: what the slide asks and the settings of its type. */
export function ContentTab({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const questionId = useId();
  const layoutId = useId();
  const isLeaderboard = slide.type === 'leaderboard';
  const isContent = slide.type === 'content';
  // A whole-slide image has no heading or text: those fields would edit nothing visible.
  const isPage = isContent && slide.layout === 'imageOnly' && Boolean(slide.imageUrl);
  const questionLock = useFieldLock(slideFieldKey(slide.id, 'question'));

  return (
    <div className="panel-sections">
      <SlideProblems slide={slide} />
      <div className="field">
        <label className="field__label" htmlFor={questionId}>
          {t(isLeaderboard ? 'editor.title' : isContent ? 'editor.heading' : 'editor.question')}
        </label>
        <textarea
          dir="auto"
          id={questionId}
          data-focus-target="slide-question"
          className="field__input field__textarea"
          rows={3}
          value={slide.question}
          maxLength={DECK_LIMITS.questionMax}
          placeholder={t(getEmptyQuestionKeys(slide.type).placeholder)}
          {...questionLock.inputProps(isPage ? `${questionId}-hint` : undefined)}
          onChange={(event) => {
            questionLock.typed();
            editor.editSlide(slide.id, { question: event.target.value });
          }}
        />
        <TakenNote holder={questionLock.holder} id={questionLock.hintId} />
        <p className="field__hint field__counter" aria-hidden="true">
          <bdi dir="ltr">
            {slide.question.length}/{DECK_LIMITS.questionMax}
          </bdi>
        </p>
        {isPage && (
          <p id={`${questionId}-hint`} className="field__hint">
            {t('editor.headingPageHint')}
          </p>
        )}
      </div>

      {isContent && !isPage && <SlideTextArea slide={slide} field="body" rows={8} withCounter />}

      <SlideTextArea slide={slide} field="notes" rows={3} />

      <ImageField
        label={t('editor.image')}
        uploadLabel={t('editor.uploadImage')}
        removeLabel={t('editor.removeImage')}
        imageUrl={slide.imageUrl}
        onChange={(imageUrl) => editor.editSlide(slide.id, { imageUrl })}
      />

      {slide.imageUrl && (
        <ChoiceField<TSlideLayout>
          label={t('editor.layout')}
          id={layoutId}
          choices={getLayoutsOf(slide.type, SLIDE_LAYOUTS)}
          value={slide.layout}
          choiceLabel={(layout) => t(`layout.${layout}`)}
          onChange={(next) => editor.editSlide(slide.id, { layout: next })}
        />
      )}

      {slide.imageUrl && (
        <TextAreaField
          label={t('editor.imageDescription')}
          hint={t('editor.imageDescriptionHint')}
          value={slide.imageAlt ?? ''}
          maxLength={DECK_LIMITS.imageAltMax}
          rows={isPage ? 6 : 3}
          withCounter
          lockKey={slideFieldKey(slide.id, 'imageAlt')}
          onChange={(imageAlt) => editor.editSlide(slide.id, { imageAlt })}
        />
      )}

      {(slide.type === 'quiz' || slide.type === 'poll') && <FormatSettings slide={slide} />}
      {(slide.type === 'quiz' || slide.type === 'poll') && slide.format !== 'numeric' && (
        <OptionsEditor slide={slide} />
      )}
      {slide.type === 'quiz' && <QuizSettings slide={slide} />}
      {slide.type === 'wordCloud' && (
        <NumberField
          label={t('editor.entries')}
          hint={t('editor.entriesHint', {
            min: DECK_LIMITS.wordEntriesMin,
            max: DECK_LIMITS.wordEntriesMax,
          })}
          value={slide.entriesPerParticipant}
          min={DECK_LIMITS.wordEntriesMin}
          max={DECK_LIMITS.wordEntriesMax}
          onChange={(entriesPerParticipant) =>
            editor.editSlide(slide.id, { entriesPerParticipant })
          }
        />
      )}
      {slide.type === 'openEnded' && <p className="field__hint">{t('editor.questionOnly')}</p>}
      {isLeaderboard && <p className="field__hint">{t('editor.leaderboardHint')}</p>}
      {slide.type === 'qa' && <p className="field__hint">{t('editor.qaHint')}</p>}
    </div>
  );
}

/**
 * The slide's body or speaker notes: labelled `editor.<field>`, hinted `editor.<field>Hint`, at
 * most DECK_LIMITS' `<field>Max` characters, locked while a co-editor types in it.
 */
function SlideTextArea({
  slide,
  field,
  rows,
  withCounter,
}: {
  slide: TSlide;
  field: 'body' | 'notes';
  rows: number;
  withCounter?: boolean;
}) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  return (
    <TextAreaField
      label={t(`editor.${field}`)}
      hint={t(`editor.${field}Hint`)}
      value={slide[field] ?? ''}
      maxLength={DECK_LIMITS[`${field}Max`]}
      rows={rows}
      withCounter={withCounter}
      lockKey={slideFieldKey(slide.id, field)}
      onChange={(text) => editor.editSlide(slide.id, { [field]: text })}
    />
  );
}
