import { useState, type FormEvent, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TPublicOption } from '@crowdeck/core';
import { useTranslation } from '../../../i18n';
import type { TFormatInputProps } from './format-input';
import { FormatForm } from './format-form';

/** Ranking: the items put in order by dragging, or with the up and down buttons. */
export function RankingInput(props: TFormatInputProps): ReactNode {
  const { t } = useTranslation();
  const { locked, status } = props;
  const [order, setOrder] = useState(() => props.options.map((o) => o.id));
  const [said, setSaid] = useState('');
  const byId = new Map(props.options.map((o) => [o.id, o]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string) => {
    const index = props.options.findIndex((o) => o.id === id);
    return byId.get(id)?.text.trim() || t('formats.item', { index: index + 1 });
  };
  const move = (from: number, to: number) => {
    if (locked || to < 0 || to >= order.length) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    setSaid(t('formats.movedTo', { item: nameOf(order[from] as string), position: to + 1 }));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) props.onSubmit({ order });
  };
  return (
    <FormatForm onSubmit={onSubmit} status={status} disabled={locked}>
      <p className="hint">{t('formats.rankHint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => t('formats.picked', { item: nameOf(String(active.id)) }),
            onDragOver: ({ over }) =>
              over ? t('formats.over', { position: order.indexOf(String(over.id)) + 1 }) : '',
            onDragEnd: ({ active, over }) =>
              over
                ? t('formats.movedTo', {
                    item: nameOf(String(active.id)),
                    position: order.indexOf(String(over.id)) + 1,
                  })
                : '',
            onDragCancel: () => t('formats.cancelled'),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="ranking">
            {order.map((id, index) => (
              <RankingItem
                key={id}
                option={byId.get(id) as TPublicOption}
                name={nameOf(id)}
                index={index}
                count={order.length}
                locked={locked}
                onMove={(to) => move(index, to)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </FormatForm>
  );
}

function RankingItem(props: {
  option: TPublicOption;
  name: string;
  index: number;
  count: number;
  locked: boolean;
  onMove: (to: number) => void;
}): ReactNode {
  const { t } = useTranslation();
  const { option, name, index, count, locked } = props;
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: option.id,
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'ranking-item ranking-item--dragging' : 'ranking-item'}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        borderColor: option.colour,
      }}
    >
      <span className="ranking-place" aria-hidden="true">
        {index + 1}
      </span>
      <span
        className="ranking-name"
        dir="auto"
        {...attributes}
        {...listeners}
        aria-label={t('formats.dragItem', { item: name, position: index + 1 })}
      >
        {name}
      </span>
      <span className="ranking-moves">
        <button
          type="button"
          className="button-secondary"
          aria-label={t('formats.moveUp', { item: name })}
          aria-disabled={locked || index === 0 || undefined}
          onClick={() => props.onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-label={t('formats.moveDown', { item: name })}
          aria-disabled={locked || index === count - 1 || undefined}
          onClick={() => props.onMove(index + 1)}
        >
          ↓
        </button>
      </span>
    </li>
  );
}
