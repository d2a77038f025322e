import type { TCoeditEditor } from '@crowdeck/core';

/** Avatar backgrounds, each with white initials at 4.5:1 contrast or more. */
const COLOURS = ['#1d4ed8', '#047857', '#a1420a', '#6d28d9', '#be123c', '#0e6377'];

/** Up to two initials of a name ("Alan Turing" → "AT"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The same colour for a user on every page. */
export function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return COLOURS[(hash >>> 0) % COLOURS.length] ?? COLOURS[0] ?? '#1d4ed8';
}

/** An editor's initials in their colour (decorative: the name is always said next to it). */
export function EditorAvatar({ editor, small }: { editor: TCoeditEditor; small?: boolean }) {
  return (
    <span
      className={`coedit-avatar${small ? ' coedit-avatar--small' : ''}`}
      style={{ background: colourOf(editor.userId) }}
      aria-hidden="true"
    >
      {initialsOf(editor.name)}
    </span>
  );
}
