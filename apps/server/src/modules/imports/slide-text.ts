import { DECK_LIMITS } from '@crowdeck/core';
import { cutText } from './worker/page-text';

/** Line breaks of every kind, and the controls a notes field refuses (all but the newline). */
const LINE_BREAKS = /\r\n|\r|\u2028|\u2029/gu;
const CONTROLS = /[^\n\P{Cc}]|\p{Cs}/gu;
/** What ends notes cut to fit (the presenter sees that more was there). */
export const NOTES_CUT_MARK = ' […]';
/** What starts the notes of a hidden PowerPoint slide imported on request. */
export const HIDDEN_SLIDE_MARK = '[Hidden in PowerPoint]';

/**
 * A PowerPoint slide's notes as a slide's notes: line breaks made `\n`, tabs spaces, other
 * controls dropped (the notes field refuses them), characters otherwise exactly as written;
 * a hidden slide's marked; longer than the field allows: cut and marked with ` […]`.
 */
export function toSlideNotes(notes: string, hidden: boolean): string {
  const clean = notes
    .replace(LINE_BREAKS, '\n')
    .replace(/[\t\v\f]/gu, ' ')
    .replace(CONTROLS, '')
    .trim();
  const marked = hidden ? (clean ? `${HIDDEN_SLIDE_MARK}\n${clean}` : HIDDEN_SLIDE_MARK) : clean;
  if (marked.length <= DECK_LIMITS.notesMax) return marked;
  return cutText(marked, DECK_LIMITS.notesMax - NOTES_CUT_MARK.length).trimEnd() + NOTES_CUT_MARK;
}

/** A deck title from a file's title or name: the name without its extension, cut to fit. */
export function toDeckTitle(title: string, fileName: string): string {
  const fromName = fileName.replace(/\.[^.]*$/u, '');
  const chosen = (title.replace(CONTROLS, ' ').trim() || fromName.replace(CONTROLS, ' ').trim())
    .replace(/\s+/gu, ' ')
    .trim();
  return cutText(chosen || 'Imported deck', DECK_LIMITS.titleMax).trim();
}
