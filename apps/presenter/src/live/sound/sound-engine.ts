import { getLobbyNotes } from './sound-cues';

/** Seconds between the lobby loop's notes (a relaxed tempo). */
const NOTE_SECONDS = 0.32;
/** How far ahead the lobby loop schedules its notes, and how often it looks. */
const LOOKAHEAD_SECONDS = 0.6;
const SCHEDULE_EVERY_MS = 200;

/**
 * The big screen's sounds, made with the Web Audio API (no files, nothing to license). Created on
 * the first sound after the presenter turned sound on (a click, so browsers let it play).
 */
export function createSoundEngine() {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let lobbyTimer: ReturnType<typeof setInterval> | undefined;
  let nextNoteAt = 0;
  let noteIndex = 0;
  const notes = getLobbyNotes();

  function audio(): { ctx: AudioContext; out: GainNode } | null {
    if (typeof AudioContext === 'undefined') return null;
    if (!context) {
      context = new AudioContext();
      master = context.createGain();
      master.gain.value = 0.25;
      master.connect(context.destination);
    }
    if (context.state === 'suspended') void context.resume();
    return master ? { ctx: context, out: master } : null;
  }

  /** One note: an oscillator with a short attack and a decay, so nothing clicks. */
  function note(
    frequency: number,
    at: number,
    seconds: number,
    options: { type?: OscillatorType; volume?: number; glideTo?: number } = {},
  ): void {
    const sound = audio();
    if (!sound) return;
    const { ctx, out } = sound;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = options.type ?? 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    if (options.glideTo)
      oscillator.frequency.exponentialRampToValueAtTime(options.glideTo, at + seconds);
    const volume = options.volume ?? 0.5;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    oscillator.connect(gain).connect(out);
    oscillator.start(at);
    oscillator.stop(at + seconds + 0.05);
  }

  function scheduleLobby(): void {
    const sound = audio();
    if (!sound) return;
    while (nextNoteAt < sound.ctx.currentTime + LOOKAHEAD_SECONDS) {
      const frequency = notes[noteIndex % notes.length] ?? 261.63;
      note(frequency, nextNoteAt, NOTE_SECONDS * 1.6, { type: 'triangle', volume: 0.18 });
      nextNoteAt += NOTE_SECONDS;
      noteIndex += 1;
    }
  }

  return {
    /** A short high blip: one second less on the clock. */
    tick(): void {
      const sound = audio();
      if (sound) note(880, sound.ctx.currentTime, 0.09, { volume: 0.35 });
    },

    /** Two falling tones: the question closed. */
    timeUp(): void {
      const sound = audio();
      if (!sound) return;
      const now = sound.ctx.currentTime;
      note(659.25, now, 0.35, { type: 'triangle', volume: 0.5 });
      note(523.25, now + 0.18, 0.6, { type: 'triangle', volume: 0.5, glideTo: 392 });
    },

    /** The lobby's gentle loop, until stopped. */
    startLobby(): void {
      if (lobbyTimer !== undefined) return;
      const sound = audio();
      if (!sound) return;
      nextNoteAt = sound.ctx.currentTime + 0.05;
      noteIndex = 0;
      scheduleLobby();
      lobbyTimer = setInterval(scheduleLobby, SCHEDULE_EVERY_MS);
    },

    stopLobby(): void {
      clearInterval(lobbyTimer);
      lobbyTimer = undefined;
    },

    /** Everything stops (sound turned off, present mode left). */
    stopAll(): void {
      this.stopLobby();
      void context?.suspend();
    },
  };
}

export type TSoundEngine = ReturnType<typeof createSoundEngine>;
