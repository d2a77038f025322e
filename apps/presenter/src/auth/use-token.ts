import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token';

/** The stored session token, re-rendering when it is stored or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** A query of the signed-in user's own data: idle while signed out. */
export function useSignedInQuery<TData>(queryKey: QueryKey, queryFn: () => Promise<TData>) {
  const token = useToken();
  return useQuery({ queryKey, queryFn, enabled: token !== null });
}
