import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DECK_LIMITS, getOptionsMin, type TSlide } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { OptionRow, type TOptionNoun } from './option-row';
import { SortableList } from './sortable-list';
import { useErrorToast } from '../../components/use-error-toast';
import { PanelFieldset } from './panel-fieldset';

const NOUNS: Partial<Record<string, TOptionNoun>> = {
  typeAnswer: 'accepted',
  scales: 'statement',
  ranking: 'item',
};

/** The answer options of a quiz or poll: edit, colour, mark correct, image, reorder, add, delete. */
export function OptionsEditor({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const editor = useDeckEditor();
  const [isAdding, setIsAdding] = useState(false);
  const format = slide.format ?? 'choice';
  // Accepted typed answers are all correct; statements and items are never right or wrong.
  const isQuiz = slide.type === 'quiz' && (format === 'choice' || format === 'multi');
  const noun = NOUNS[format] ?? 'option';
  const min = getOptionsMin(format);
  const canAdd = slide.options.length < DECK_LIMITS.optionsMax;
  const canDelete = slide.options.length > min;
  const add = async () => {
    setIsAdding(true);
    try {
      await editor.addOption(slide.id);
    } catch (error) {
      showError(error);
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <PanelFieldset legend={t(`editor.${noun}s`)}>
      <p className="field__hint" id={`options-hint-${slide.id}`}>
        {t(`editor.${noun}sLimits`, { min, max: DECK_LIMITS.optionsMax })}
      </p>
      <SortableList
        items={slide.options.map((o, index) => ({
          id: o.id,
          name: t('dnd.optionName', {
            label: t(`editor.${noun}Label`, { number: index + 1 }),
            text: o.text.trim() || '…',
          }),
        }))}
        strategy={verticalListSortingStrategy}
        onMove={(activeId, overId) => editor.reorderOptions(slide.id, activeId, overId)}
      >
        <ol className="option-list stack-list">
          {slide.options.map((option, index) => (
            <OptionRow
              key={option.id}
              option={option}
              number={index + 1}
              isQuiz={isQuiz}
              canDelete={canDelete}
              noun={noun}
            />
          ))}
        </ol>
      </SortableList>
      {isQuiz && !slide.options.some((o) => o.isCorrect) && (
        <p className="field__hint field__hint--warning">{t('editor.noCorrect')}</p>
      )}
      {canAdd && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void add()}
          disabled={isAdding}
          aria-busy={isAdding || undefined}
        >
          <span aria-hidden="true">+</span> {t(`editor.add.${noun}`)}
        </button>
      )}
    </PanelFieldset>
  );
}
