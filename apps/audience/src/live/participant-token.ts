import { PARTICIPANT_TOKEN_KEY } from '@crowdeck/core';

const keyOf = (code: string) => `${PARTICIPANT_TOKEN_KEY}${code}`;

/** The token that resumes this phone's participant in presentation `code`, if it has one. */
export function readParticipantToken(code: string): string | undefined {
  try {
    return window.localStorage.getItem(keyOf(code)) ?? undefined;
  } catch {
    // Storage blocked (private mode, settings): the phone joins as new each time.
    return undefined;
  }
}

/** Keeps the token so a reload or a dropped network resumes the same participant. */
export function saveParticipantToken(code: string, token: string): void {
  try {
    window.localStorage.setItem(keyOf(code), token);
  } catch {
    // See readParticipantToken.
  }
}

/** Drops the token once its participant was deleted: the phone joins as someone new next time. */
export function forgetParticipantToken(code: string): void {
  try {
    window.localStorage.removeItem(keyOf(code));
  } catch {
    // See readParticipantToken.
  }
}
