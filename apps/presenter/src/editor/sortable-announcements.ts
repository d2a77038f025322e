import type { Announcements } from '@dnd-kit/core';
import type { TTranslate } from '@crowdeck/web';
import type { TPresenterKey } from '../i18n/i18n';

/**
 * What a screen reader hears while a list is reordered by keyboard or pointer: the item's name
 * and its place ("Slide “Welcome” picked up, position 2 of 5"), never dnd-kit's raw ids.
 */
export function sortableAnnouncements(
  t: TTranslate<TPresenterKey>,
  items: readonly { id: string; name: string }[],
): Announcements {
  const nameOf = (id: string | number) =>
    items.find((item) => item.id === String(id))?.name ?? String(id);
  const placeOf = (id: string | number) => items.findIndex((item) => item.id === String(id)) + 1;
  const count = items.length;
  return {
    onDragStart: ({ active }) =>
      t('dnd.pickedUp', { name: nameOf(active.id), position: placeOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(active.id), position: placeOf(over.id), count })
        : t('dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active.id), position: placeOf(over.id), count })
        : t('dnd.droppedOutside', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('dnd.cancelled', { name: nameOf(active.id), position: placeOf(active.id), count }),
  };
}
