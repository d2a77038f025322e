import type { TQaStatus, TReactionKind } from '@crowdeck/core';

/** Colours the PDF report and the slide images share (the app's ink, muted text, tracks, brand). */
export const REPORT_COLOURS = {
  ink: '#15132b',
  muted: '#55536b',
  track: '#efebff',
  brand: '#5b3df5',
  right: '#1e7b4a',
  first: '#ffd54a',
} as const;

/** Reaction kinds as the exported files name them. */
export const REACTION_NAMES: Record<TReactionKind, string> = {
  heart: 'Hearts',
  smile: 'Smiles',
  like: 'Likes',
  sad: 'Sad',
};

/** Q&A states as the exported files name them. */
export const QA_STATUS_NAMES: Record<TQaStatus, string> = {
  pending: 'Waiting for approval',
  live: 'Shown',
  dismissed: 'Dismissed',
};
