import type { TImportJob } from '@crowdeck/core';

/** An import job as the server answers it: a queued PDF unless the changes say otherwise. */
export const importJob = (changes: Partial<TImportJob> = {}): TImportJob => ({
  id: 'job-1',
  presentationId: 'deck-1',
  format: 'pdf',
  fileName: 'talk.pdf',
  status: 'queued',
  pagesTotal: null,
  pagesDone: 0,
  hiddenSkipped: 0,
  slideIds: [],
  error: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
  ...changes,
});
