import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { TRoomParticipant } from '@crowdeck/core';
import { ConfirmModal } from '../../components/confirm-modal';
import { deleteParticipant, getRoom, putExtraTime, putRoomLock } from '../../live/room-api';
import { SectionCard } from '../../components/section-card';
import { useRoomQuery } from './room-parts';
import { useErrorToast } from '../../components/use-error-toast';

/** Who is in the room, the lock, and removing someone (after a confirmation). */
export function RoomPeople({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { key, query: room } = useRoomQuery('live-room', presentationId, getRoom);
  const [removing, setRemoving] = useState<TRoomParticipant | null>(null);
  const onError = useErrorToast();
  const lock = useMutation({
    mutationFn: (isLocked: boolean) => putRoomLock(presentationId, isLocked),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError,
  });
  const remove = useMutation({
    mutationFn: (participant: TRoomParticipant) => deleteParticipant(participant.id),
    onSuccess: () => {
      setRemoving(null);
      return client.invalidateQueries({ queryKey: key });
    },
    onError,
  });

  const extraTime = useMutation({
    mutationFn: (change: { id: string; timeFactor: 1 | 1.5 | 2 }) =>
      putExtraTime(change.id, change.timeFactor),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    onError,
  });

  const isLocked = room.data?.isLocked ?? false;
  const people = room.data?.participants ?? [];
  return (
    <SectionCard id="room-people" label={t('room.people.title', { count: people.length })}>
      <button
        type="button"
        className="side-menu__toggle room-lock"
        aria-pressed={isLocked}
        disabled={!room.data || lock.isPending}
        onClick={() => lock.mutate(!isLocked)}
      >
        <span className="side-menu__switch" aria-hidden="true" />
        {t('room.people.lock')}
      </button>
      <p className="section-card__text">
        {isLocked ? t('room.people.lockedHint') : t('room.people.openHint')}
      </p>
      {people.length === 0 ? (
        <p className="section-card__text">{t('room.people.empty')}</p>
      ) : (
        <ul className="room-list" aria-label={t('room.people.listLabel')}>
          {people.map((person) => (
            <li key={person.id} className="room-list__item">
              <span dir="auto" className="room-list__text">
                {person.name ?? t('room.people.noName')}
              </span>
              <select
                className="field__input room-list__extra-time"
                aria-label={t('room.extraTime.label', {
                  name: person.name ?? t('room.people.noName'),
                })}
                value={String(person.timeFactor)}
                disabled={extraTime.isPending}
                onChange={(event) =>
                  extraTime.mutate({
                    id: person.id,
                    timeFactor: Number(event.target.value) as 1 | 1.5 | 2,
                  })
                }
              >
                <option value="1">{t('room.extraTime.none')}</option>
                <option value="1.5">{t('room.extraTime.x15')}</option>
                <option value="2">{t('room.extraTime.x2')}</option>
              </select>
              <button
                type="button"
                className="button button--danger button--small"
                onClick={() => setRemoving(person)}
                aria-label={t('room.people.removeNamed', {
                  name: person.name ?? t('room.people.noName'),
                })}
              >
                {t('room.people.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmModal
          title={t('room.people.removeTitle', { name: removing.name ?? t('room.people.noName') })}
          body={t('room.people.removeBody')}
          confirmLabel={t('room.people.remove')}
          onConfirm={() => remove.mutate(removing)}
          onClose={() => setRemoving(null)}
          isBusy={remove.isPending}
        />
      )}
    </SectionCard>
  );
}
