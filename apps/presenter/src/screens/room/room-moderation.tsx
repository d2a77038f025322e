import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import type { TModerationEntry } from '@crowdeck/core';
import { describeError } from '../../i18n/error-message';
import { putWordHide } from '../../live/live-api';
import { getModeration } from '../../live/room-api';
import { wordMessage } from '../../i18n/word-message';

const REFRESH_MS = 2_000;

type TGroup = 'filtered' | 'hidden' | 'shown';

/** Which list an entry belongs to: held by the filter, hidden by the presenter, or on screen. */
function groupOf(entry: TModerationEntry): TGroup {
  if (!entry.hidden) return 'shown';
  return entry.filtered ? 'filtered' : 'hidden';
}

/** Words and open-ended answers: show held-back or hidden ones again, hide those on screen. */
export function RoomModeration({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['live-moderation', presentationId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => getModeration(presentationId),
    refetchInterval: REFRESH_MS,
  });
  const toggle = useMutation({
    mutationFn: (entry: TModerationEntry) => putWordHide(entry.id, !entry.hidden),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError: (error) => {
      const message = describeError(error);
      toast.error(wordMessage(t, message));
    },
  });

  const entries = list.data?.entries ?? [];
  const groups: TGroup[] = ['filtered', 'hidden', 'shown'];
  return (
    <section className="card section-card" aria-labelledby="room-moderation-title">
      <h2 id="room-moderation-title" className="section-card__title">
        {t('room.moderation.title')}
      </h2>
      {groups.map((group) => {
        const items = entries.filter((entry) => groupOf(entry) === group);
        return (
          <div key={group} className="room-group">
            <h3 className="room-group__title" id={`moderation-${group}`}>
              {t(`room.moderation.${group}`, { count: items.length })}
            </h3>
            {items.length === 0 ? (
              <p className="section-card__text">{t('room.moderation.none')}</p>
            ) : (
              <ul className="room-list" aria-labelledby={`moderation-${group}`}>
                {items.map((entry) => (
                  <li key={entry.id} className="room-list__item">
                    <span dir="auto" className="room-list__text">
                      {entry.text}
                      <span dir="auto" className="room-list__meta">
                        {entry.question || t('room.moderation.noQuestion')}
                      </span>
                    </span>
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
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
