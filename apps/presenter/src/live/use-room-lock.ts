import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRoom, putRoomLock } from './room-api';

/** How often the present screen looks at the lock (the room view may change it in another tab). */
const LOCK_REFRESH_MS = 5_000;

/**
 * Whether the room is locked to new phones, and opening it again: the present screen shows it
 * so a presenter never shows a QR code nobody can use. Shares the room view's query.
 */
export function useRoomLock(presentationId: string) {
  const client = useQueryClient();
  const queryKey = ['live-room', presentationId];
  const room = useQuery({
    queryKey,
    queryFn: () => getRoom(presentationId),
    refetchInterval: LOCK_REFRESH_MS,
  });
  const unlock = useMutation({
    mutationFn: () => putRoomLock(presentationId, false),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
  return { isLocked: room.data?.isLocked ?? false, unlock };
}
