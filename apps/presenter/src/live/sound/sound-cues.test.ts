import { describe, expect, it } from 'vitest';
import { getLobbyNotes, getTickAt, isTimeUp, TICK_SECONDS } from './sound-cues';

describe('sound cues', () => {
  it('ticks once per second for the last five seconds only', () => {
    expect(getTickAt(TICK_SECONDS + 1, null)).toBeNull();
    expect(getTickAt(5, null)).toBe(5);
    expect(getTickAt(5, 5)).toBeNull();
    expect(getTickAt(4, 5)).toBe(4);
    expect(getTickAt(1, 2)).toBe(1);
    expect(getTickAt(0, 1)).toBeNull();
  });

  it("sounds time's up when the question on screen closes, not on another slide or at start", () => {
    const open = { slideId: 'a', phase: 'open' };
    expect(isTimeUp(open, { slideId: 'a', phase: 'closed' })).toBe(true);
    expect(isTimeUp(open, { slideId: 'b', phase: 'closed' })).toBe(false);
    expect(isTimeUp({ slideId: 'a', phase: 'intro' }, { slideId: 'a', phase: 'closed' })).toBe(
      false,
    );
    expect(isTimeUp(null, { slideId: 'a', phase: 'closed' })).toBe(false);
  });

  it('loops four arpeggiated chords', () => {
    const notes = getLobbyNotes();
    expect(notes).toHaveLength(16);
    expect(notes.every((hz) => hz > 100 && hz < 500)).toBe(true);
  });
});
