import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries only failures that may pass on their own (network, 5xx), and only once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** The one query cache of the app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
