/**
 * When the big screen's sounds play, as pure rules (the engine makes the sounds). Sound is never
 * needed to follow the game: every cue has a visible counterpart (countdown, results).
 */

/** Ticks sound for the last seconds of an open question only. */
export const TICK_SECONDS = 5;

/** The tick to play at a whole second left, or null (none above TICK_SECONDS, none at zero). */
export function getTickAt(secondsLeft: number, lastTicked: number | null): number | null {
  if (secondsLeft <= 0 || secondsLeft > TICK_SECONDS) return null;
  return secondsLeft === lastTicked ? null : secondsLeft;
}

/** "Time's up" sounds when the open question of a slide closes while it is on screen. */
export function isTimeUp(
  before: { slideId: string; phase: string } | null,
  now: { slideId: string; phase: string } | null,
): boolean {
  return (
    before !== null &&
    now !== null &&
    before.slideId === now.slideId &&
    before.phase === 'open' &&
    now.phase === 'closed'
  );
}

/** The lobby's loop: four chords (C, A minor, F, G), each arpeggiated up and back, in Hz. */
export const LOBBY_CHORDS: readonly (readonly number[])[] = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [196.0, 246.94, 293.66],
];

/** The notes of the lobby loop in order: each chord's three notes up, then the middle again. */
export function getLobbyNotes(): number[] {
  return LOBBY_CHORDS.flatMap(([low = 0, mid = 0, high = 0]) => [low, mid, high, mid]);
}
