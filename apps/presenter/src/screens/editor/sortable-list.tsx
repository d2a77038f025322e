import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from '../../i18n/i18n';
import { sortableAnnouncements } from '../../editor/sortable-announcements';

/**
 * A list reordered by pointer (after 6 px) or keyboard, its moves announced by the items' names;
 * `onMove` gets the moved item's id and the id of the one it was dropped on.
 */
export function SortableList(props: {
  items: readonly { id: string; name: string }[];
  strategy: SortingStrategy;
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('editor.dragHint') },
        announcements: sortableAnnouncements(t, props.items),
      }}
    >
      <SortableContext items={props.items.map((item) => item.id)} strategy={props.strategy}>
        {props.children}
      </SortableContext>
    </DndContext>
  );
}
