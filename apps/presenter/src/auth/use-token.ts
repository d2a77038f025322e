import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token';

/** The stored session token, re-rendering when it is stored or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
