import { describe, expect, it } from 'vitest';
import { getPresentKeyAction, isControlTarget, isTypingTarget } from './present-keys';

const idle = { canStartQuiz: false };

describe('getPresentKeyAction', () => {
  it('moves next with the five next keys', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'Enter', 'PageDown', ' ']) {
      expect(getPresentKeyAction({ key }, idle)).toBe('next');
    }
  });

  it('moves back with ArrowLeft, ArrowUp and PageUp', () => {
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) {
      expect(getPresentKeyAction({ key }, idle)).toBe('back');
    }
  });

  it('starts the quiz with Enter or Space on a quiz slide not started yet', () => {
    expect(getPresentKeyAction({ key: 'Enter' }, { canStartQuiz: true })).toBe('startQuiz');
    expect(getPresentKeyAction({ key: ' ' }, { canStartQuiz: true })).toBe('startQuiz');
    // The arrows still move on, so a presenter can skip a quiz without playing it.
    expect(getPresentKeyAction({ key: 'ArrowRight' }, { canStartQuiz: true })).toBe('next');
  });

  it('toggles the menu with M and fullscreen with F, in either case', () => {
    expect(getPresentKeyAction({ key: 'm' }, idle)).toBe('toggleMenu');
    expect(getPresentKeyAction({ key: 'M' }, idle)).toBe('toggleMenu');
    expect(getPresentKeyAction({ key: 'f' }, idle)).toBe('toggleFullscreen');
  });

  it('ignores keys while typing, with modifiers, when held down, and unknown keys', () => {
    expect(getPresentKeyAction({ key: 'Enter', isTyping: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: 'ArrowLeft', altKey: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: 'f', ctrlKey: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: 'ArrowRight', metaKey: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: 'ArrowRight', repeat: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: 'x' }, idle)).toBeNull();
  });

  it('leaves Enter and Space to a focused button, but still moves with the arrows', () => {
    expect(getPresentKeyAction({ key: 'Enter', isOnControl: true }, idle)).toBeNull();
    expect(getPresentKeyAction({ key: ' ', isOnControl: true }, { canStartQuiz: true })).toBeNull();
    expect(getPresentKeyAction({ key: 'ArrowRight', isOnControl: true }, idle)).toBe('next');
  });
});

describe('isTypingTarget', () => {
  it('recognises form fields and editable elements', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(
      isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget),
    ).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isControlTarget', () => {
  it('recognises buttons and links', () => {
    const make = (tagName: string, role: string | null = null) =>
      ({ tagName, getAttribute: () => role }) as unknown as EventTarget;
    expect(isControlTarget(make('BUTTON'))).toBe(true);
    expect(isControlTarget(make('A'))).toBe(true);
    expect(isControlTarget(make('DIV', 'button'))).toBe(true);
    expect(isControlTarget(make('BODY'))).toBe(false);
  });
});
