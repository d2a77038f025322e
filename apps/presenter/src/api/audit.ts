import { useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type TAuditAction, type TAuditPage } from '@crowdeck/core';
import { api } from './client';

/** Query key of the audit log (under the organisation's prefix: its changes refetch it). */
export const auditQueryKey = (action: TAuditAction | null) =>
  ['organisation', 'audit', action ?? 'all'] as const;

/** One page of the organisation's audit log, newest first (owners and admins). */
export function fetchAuditPage(action: TAuditAction | null, cursor: string | null) {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get<TAuditPage>(`${API_PATHS.organisationAudit}${search}`);
}

/** The audit log page by page, of one action or all; `fetchNextPage` loads more. */
export function useAuditLog(action: TAuditAction | null) {
  return useInfiniteQuery({
    queryKey: auditQueryKey(action),
    queryFn: ({ pageParam }) => fetchAuditPage(action, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
