/** What a key press asks present mode to do. */
export type TPresentKeyAction = 'next' | 'back' | 'startQuiz' | 'toggleMenu' | 'toggleFullscreen';

/** The parts of a keydown event the mapping needs (so it is testable without a DOM). */
export interface TKeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The event came from a text field, select or editable element. */
  isTyping?: boolean;
  /** A key already repeating because it is held down. */
  repeat?: boolean;
  /** Focus is on a button or link: Enter and Space activate it, so they are left to it. */
  isOnControl?: boolean;
}

/** Keys of present mode: next slide, previous slide, and starting a quiz question. */
export const NEXT_KEYS: readonly string[] = ['ArrowRight', 'ArrowDown', 'Enter', 'PageDown', ' '];
export const BACK_KEYS: readonly string[] = ['ArrowLeft', 'ArrowUp', 'PageUp'];
export const START_QUIZ_KEYS: readonly string[] = ['Enter', ' '];

/**
 * Maps a key to a present-mode action: start quiz (Enter/Space on a quiz slide not started yet)
 * takes precedence over next; M toggles the menu, F fullscreen. Null when typing, with a modifier
 * (browser shortcuts stay intact), on a held-down repeat, or for any other key.
 */
export function getPresentKeyAction(
  input: TKeyInput,
  context: { canStartQuiz: boolean },
): TPresentKeyAction | null {
  if (input.isTyping || input.ctrlKey || input.metaKey || input.altKey || input.repeat) return null;
  if (input.isOnControl && START_QUIZ_KEYS.includes(input.key)) return null;
  if (context.canStartQuiz && START_QUIZ_KEYS.includes(input.key)) return 'startQuiz';
  if (NEXT_KEYS.includes(input.key)) return 'next';
  if (BACK_KEYS.includes(input.key)) return 'back';
  const letter = input.key.toLowerCase();
  if (letter === 'm') return 'toggleMenu';
  if (letter === 'f') return 'toggleFullscreen';
  return null;
}

/** Whether a keydown target is somewhere the user types (inputs, selects, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return (
    tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true
  );
}

/** Whether a keydown target is a control that Enter or Space already activates. */
export function isControlTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return (
    tag === 'button' ||
    tag === 'a' ||
    tag === 'summary' ||
    element.getAttribute?.('role') === 'button'
  );
}
