import { useQuery } from '@tanstack/react-query';

/** The private windows refresh what they show this often. */
const REFRESH_MS = 2_000;

/** One of the room's lists, read again every two seconds while the window is open. */
export function useRoomQuery<T>(
  name: string,
  presentationId: string,
  read: (id: string) => Promise<T>,
) {
  const key = [name, presentationId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => read(presentationId),
    refetchInterval: REFRESH_MS,
  });
  return { key, query };
}
