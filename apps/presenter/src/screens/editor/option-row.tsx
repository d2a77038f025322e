import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DECK_LIMITS, optionFieldKey, type TOption } from '@crowdeck/core';
import { TakenNote, useFieldLock } from './coedit/field-lock';
import { useDeckEditor } from '../../editor/editor-context';
import { ColourPicker } from './colour-picker';
import { ImageField } from './image-field';
import { DragHandleIcon } from './drag-handle-icon';

interface TOptionRowProps {
  option: TOption;
  number: number;
  isQuiz: boolean;
  canDelete: boolean;
  /** What the options are in this format: options, accepted answers, statements or items. */
  noun?: TOptionNoun;
}

/** The name of a slide's options in the editor, by answer format. */
export type TOptionNoun = 'option' | 'accepted' | 'statement' | 'item';

/** One option: drag handle, colour, text, correct toggle (quiz), image and delete. */
export function OptionRow({ option, number, isQuiz, canDelete, noun = 'option' }: TOptionRowProps) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: option.id,
  });
  const counterId = useId();
  const lock = useFieldLock(optionFieldKey(option.id));
  const edit = (changes: Parameters<typeof editor.editOption>[2]) =>
    editor.editOption(option.slideId, option.id, changes);

  return (
    <li
      ref={setNodeRef}
      className={`option-row${isDragging ? ' option-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
    >
      <button
        type="button"
        className="icon-button icon-button--small option-row__handle"
        aria-label={t('editor.dragOption', { number })}
        {...attributes}
        {...listeners}
      >
        <DragHandleIcon size={14} />
      </button>
      <ColourPicker
        label={t('editor.colourFor', { number })}
        value={option.colour}
        onChange={(colour) => edit({ colour })}
      />
      <span className="option-row__field">
        <input
          dir="auto"
          className="field__input option-row__text"
          aria-label={t(`editor.${noun}Label`, { number })}
          {...lock.inputProps(counterId)}
          placeholder={t(`editor.${noun}Placeholder`, { number })}
          value={option.text}
          maxLength={DECK_LIMITS.optionTextMax}
          onChange={(event) => {
            lock.typed();
            edit({ text: event.target.value });
          }}
        />
        <span
          id={counterId}
          className="option-row__counter"
          dir="ltr"
          title={t('editor.optionCounter', {
            count: option.text.length,
            max: DECK_LIMITS.optionTextMax,
          })}
        >
          {option.text.length}/{DECK_LIMITS.optionTextMax}
        </span>
        <TakenNote holder={lock.holder} id={lock.hintId} />
      </span>
      {isQuiz && (
        <label
          className={`correct-toggle${option.isCorrect ? ' correct-toggle--on' : ''}`}
          title={t('editor.markCorrect', { number })}
        >
          <input
            type="checkbox"
            className="correct-toggle__input"
            checked={option.isCorrect}
            aria-label={t('editor.markCorrect', { number })}
            onChange={(event) => edit({ isCorrect: event.target.checked })}
          />
          <span aria-hidden="true">✓</span>
        </label>
      )}
      <ImageField
        compact
        uploadLabel={t('editor.optionImage', { number })}
        removeLabel={t('editor.removeOptionImage', { number })}
        imageUrl={option.imageUrl}
        onChange={(imageUrl) => edit({ imageUrl })}
      />
      {canDelete && (
        <button
          type="button"
          className="icon-button icon-button--small icon-button--danger"
          aria-label={t('editor.deleteOption', { number })}
          title={t('editor.deleteOption', { number })}
          onClick={() => editor.removeOption(option.slideId, option.id)}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </button>
      )}
    </li>
  );
}
