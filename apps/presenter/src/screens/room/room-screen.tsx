import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { useParams } from 'react-router';
import { AppShell } from '../../components/app-shell';
import { MessagePage } from '../../components/message-page';
import { getRoom } from '../../live/room-api';
import { RoomModeration } from './room-moderation';
import { RoomNotes } from './room-notes';
import { RoomPeople } from './room-people';
import { RoomExtraTime } from './room-extra-time';
import { RoomQa } from './room-qa';

/**
 * The presenter's private control view (/present/:id/room), opened in its own window from the
 * present menu: who is in the room, locking it, removing someone, and moderation. Nothing here
 * is on the projected screen.
 */
export function RoomScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The room list's own query: an unknown or someone else's presentation gets the present
  // screen's answer instead of an empty room.
  const room = useQuery({ queryKey: ['live-room', id], queryFn: () => getRoom(id) });
  if (room.isError) {
    return (
      <MessagePage
        title={t('present.empty.title')}
        body={t('present.empty.body')}
        links={[{ to: '/home', label: t('present.backHome') }]}
      />
    );
  }
  return (
    <AppShell wide>
      <h1 className="page__title">{t('room.title')}</h1>
      <p className="room-private" role="note">
        {t('room.private')}
      </p>
      <div className="room-grid">
        <RoomNotes presentationId={id} />
        <RoomQa presentationId={id} />
        <RoomPeople presentationId={id} />
        <RoomExtraTime presentationId={id} />
        <RoomModeration presentationId={id} />
      </div>
    </AppShell>
  );
}
