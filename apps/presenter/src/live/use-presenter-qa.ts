import { useQuery } from '@tanstack/react-query';
import type { TQaQueue } from '@crowdeck/core';
import { usePresenterStore } from '../state/presenter-store';
import { getQa } from './qa-api';

/**
 * The Q&A as the big screen knows it: pushed over the live socket on every change, read once at
 * start so a reload shows it at once.
 */
export function usePresenterQa(presentationId: string): TQaQueue | null {
  const pushed = usePresenterStore((state) => state.audienceData?.qa ?? null);
  const initial = useQuery({
    queryKey: ['present-qa', presentationId],
    queryFn: () => getQa(presentationId),
    staleTime: Infinity,
    // Dropped when present mode closes: presenting again (maybe a new session) never starts
    // from the questions read last time.
    gcTime: 0,
    retry: false,
  });
  return pushed ?? initial.data ?? null;
}
