import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '../../components/app-shell';
import { RoomModeration } from './room-moderation';
import { RoomPeople } from './room-people';

/**
 * The presenter's private control view (/present/:id/room), opened in its own window from the
 * present menu: who is in the room, locking it, removing someone, and moderation. Nothing here
 * is on the projected screen.
 */
export function RoomScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <AppShell wide>
      <h1 className="page__title">{t('room.title')}</h1>
      <p className="room-private" role="note">
        {t('room.private')}
      </p>
      <div className="room-grid">
        <RoomPeople presentationId={id} />
        <RoomModeration presentationId={id} />
      </div>
    </AppShell>
  );
}
