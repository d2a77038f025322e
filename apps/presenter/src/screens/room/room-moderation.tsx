import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import type { TModerationEntry } from '@crowdeck/core';
import { putWordHide } from '../../live/live-api';
import { getModeration } from '../../live/room-api';
import { SectionCard } from '../../components/section-card';
import { useRoomQuery } from './room-parts';
import { useErrorToast } from '../../components/use-error-toast';
import { RoomGroups, RoomItem } from './room-group';

type TGroup = 'filtered' | 'hidden' | 'shown';

/** Which list an entry belongs to: held by the filter, hidden by the presenter, or on screen. */
function groupOf(entry: TModerationEntry): TGroup {
  if (!entry.hidden) return 'shown';
  return entry.filtered ? 'filtered' : 'hidden';
}

/** Words and open-ended answers: show held-back or hidden ones again, hide those on screen. */
export function RoomModeration({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const client = useQueryClient();
  const { key, query: list } = useRoomQuery('live-moderation', presentationId, getModeration);
  const toggle = useMutation({
    mutationFn: (entry: TModerationEntry) => putWordHide(entry.id, !entry.hidden),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError: showError,
  });

  const entries = list.data?.entries ?? [];
  const groups: TGroup[] = ['filtered', 'hidden', 'shown'];
  return (
    <SectionCard id="room-moderation" label={t('room.moderation.title')}>
      <RoomGroups
        groups={groups}
        items={entries}
        groupOf={groupOf}
        idPrefix="moderation"
        label={(group, count) => t(`room.moderation.${group}`, { count })}
        none={t('room.moderation.none')}
      >
        {(entry) => (
          <RoomItem
            key={entry.id}
            label={<bdi>{entry.text}</bdi>}
            meta={entry.question || t('room.moderation.noQuestion')}
            metaDir="auto"
          >
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(entry)}
              aria-label={t(
                entry.hidden ? 'room.moderation.showNamed' : 'room.moderation.hideNamed',
                { text: entry.text },
              )}
            >
              {t(entry.hidden ? 'room.moderation.show' : 'room.moderation.hide')}
            </button>
          </RoomItem>
        )}
      </RoomGroups>
    </SectionCard>
  );
}
