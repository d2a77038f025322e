import { useTranslation } from '../../i18n/i18n';
import { useRoomLock } from '../../live/use-room-lock';

/** "Room locked" with Unlock, on the lobby and in the controls; nothing while the room is open. */
export function RoomLockNotice({
  presentationId,
  place,
}: {
  presentationId: string;
  place: 'lobby' | 'controls';
}) {
  const { t } = useTranslation();
  const { isLocked, unlock } = useRoomLock(presentationId);
  if (!isLocked) return null;
  return (
    <p className={`room-lock-notice room-lock-notice--${place}`} role="status">
      <span>{t(place === 'lobby' ? 'present.lock.lobby' : 'present.lock.badge')}</span>
      <button
        type="button"
        className="button button--small room-lock-notice__unlock"
        disabled={unlock.isPending}
        onClick={() => unlock.mutate()}
      >
        {t('present.lock.unlock')}
      </button>
    </p>
  );
}
