import { useTranslation } from '../../i18n/i18n';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getSlideProblems, type TCoeditEditor, type TSlide } from '@crowdeck/core';
import { SlideEditors } from './coedit/slide-editors';
import { Tooltip } from '../../components/tooltip';
import { choiceOfSlide, SlideTypeIcon } from '../../editor/slide-types';
import { SlideThumbnail } from './slide-thumbnail';
import { DragHandleIcon } from './drag-handle-icon';

interface TSlideListItemProps {
  slide: TSlide;
  number: number;
  isActive: boolean;
  fontStack: string;
  onSelect: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  canDuplicate: boolean;
  /** A deck shared to view: the slide can be selected, not moved, copied or deleted. */
  readOnly: boolean;
  /** Other editors with the deck open on this slide. */
  editors?: TCoeditEditor[];
}

/** One slide in the list: number, type, thumbnail; a drag handle and its actions beside it. */
export function SlideListItem(props: TSlideListItemProps) {
  const { slide, number, isActive, fontStack, onSelect, onDuplicate, onDelete, canDuplicate } =
    props;
  const { readOnly } = props;
  const { t } = useTranslation();
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: slide.id,
    disabled: readOnly,
  });
  const choice = choiceOfSlide(slide);
  const typeLabel = t(`slideType.${choice}`);
  const hasProblems = getSlideProblems(slide).length > 0;
  const style = {
    transform: CSS.Translate.toString(transform),
    transition: transition,
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`slide-item${isActive ? ' slide-item--active' : ''}${isDragging ? ' slide-item--dragging' : ''}`}
    >
      <button
        type="button"
        className="slide-item__select"
        onClick={onSelect}
        aria-current={isActive ? 'true' : undefined}
      >
        {/* The name is the visible header ("Slide" and the colon for screen readers only), so
            what is seen is what is said; the thumbnail is a picture of the slide. */}
        <span className="slide-item__header">
          <span className="slide-item__number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{t('editor.slideNumber', { number })}</span>{' '}
          <SlideTypeIcon type={choice} size={14} />
          <span className="slide-item__type">{typeLabel}</span>
          {hasProblems && (
            <span className="slide-item__problem" title={t('editor.problems.badge')}>
              <span aria-hidden="true">!</span>
              <span className="visually-hidden"> — {t('editor.problems.badge')}</span>
            </span>
          )}
        </span>
        <SlideEditors editors={props.editors ?? []} />
        <SlideThumbnail slide={slide} fontStack={fontStack} />
      </button>
      {!readOnly && (
        <div className="slide-item__tools">
          <button
            type="button"
            className="icon-button icon-button--small slide-item__handle"
            aria-label={t('editor.dragSlide', { number })}
            {...attributes}
            {...listeners}
          >
            <DragHandleIcon size={16} />
          </button>
          <SlideTool
            label={t('editor.duplicateSlide', { number })}
            icon="M8 8h11v11H8zM5 16V5h11"
            onClick={onDuplicate}
            disabled={!canDuplicate}
          />
          <SlideTool
            label={t('editor.deleteSlide', { number })}
            icon="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13"
            isDanger
            onClick={onDelete}
          />
        </div>
      )}
    </li>
  );
}

/** A slide's action beside it: an icon button named by its tooltip. */
function SlideTool(props: {
  label: string;
  /** The icon's path, drawn as a 1.8 stroke on a 24 × 24 grid. */
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  isDanger?: boolean;
}) {
  return (
    <Tooltip text={props.label}>
      <button
        type="button"
        className={`icon-button icon-button--small${props.isDanger ? ' icon-button--danger' : ''}`}
        onClick={props.onClick}
        disabled={props.disabled}
        aria-label={props.label}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d={props.icon} fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </Tooltip>
  );
}
