import { useState } from 'react';

/** Phones held sideways: too short to keep a bar open under the answers. */
const SHORT_SCREEN_QUERY = '(max-height: 500px)';

/**
 * Whether the reactions bar is open: closed at first on a short (landscape) screen, open
 * otherwise; the person's own choice wins for the rest of the session.
 */
export function useReactionsOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => !window.matchMedia?.(SHORT_SCREEN_QUERY).matches);
  return [open, setOpen];
}
