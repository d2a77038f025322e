import type { TLiveError } from '@crowdeck/core';

/** A refusal a phone shows in plain words; anything else thrown becomes internal_error. */
export class LiveError extends Error {
  override name = 'LiveError';

  constructor(
    readonly code: TLiveError['code'],
    message: string,
    /** Extra fields of the refusal (the plan's limit, seconds to wait, a free nickname, the field). */
    readonly details: Omit<TLiveError, 'code' | 'message'> = {},
  ) {
    super(message);
  }

  /** The error as acknowledgements carry it. */
  toLiveError(): TLiveError {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/** Plain messages of the live refusals. */
export const LIVE_MESSAGES = {
  notFound: 'There is no presentation with this code. Check the code and try again.',
  ended: 'This session has ended.',
  full: 'This session is full: the presenter’s plan admits no more people right now.',
  nameRequired: 'Choose a nickname to join this quiz.',
  nameProfane: 'Please choose another nickname.',
  nameTaken: 'Someone here already has this nickname. Choose another one.',
  identityRoster: 'Pick your name from the presenter’s list to join.',
  identityRosterUnknown: 'This name is not on the presenter’s list. Check how it is written.',
  identityRosterTaken: 'Someone already joined with this name. Ask the presenter if it is yours.',
  identityOrganisation: 'Sign in with your organisation to join.',
  identityExpired: 'Your sign-in ran out. Sign in with your organisation again.',
  teamRequired: 'Choose your team to join.',
  teamTaken: 'Another phone already plays for this team. Choose another one.',
  teamFixed: 'Teams are fixed now: the quiz has started.',
  locked: 'This session is locked: the presenter is not letting anyone else in.',
  removed: 'You were removed from this session.',
  notJoined: 'Join the presentation first.',
  notActive: 'This question is not on screen any more.',
  notOpen: 'The question is not open yet.',
  closed: 'Time is up: this question is closed.',
  votingClosed: 'Voting is closed for this question.',
  alreadyAnswered: 'You already answered this question.',
  tooManyEntries: 'You have sent as many answers as this slide allows.',
  rateLimited: 'Slow down a little and try again in a few seconds.',
  tooManyCodes: 'Too many wrong codes. Wait a minute, check the code on the screen and try again.',
  joinBusy: 'Still joining: wait for the answer before trying again.',
  tooManyJoins: 'Too many people joined from this network just now. Try again in a minute.',
  invalidOption: 'This answer is not one of the options.',
  invalidInput: 'That did not look right. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
  restarting: 'The server is restarting. Please try again in a moment.',
  qaOff: 'Questions are not open in this session.',
  qaMissing: 'This question is not on the board any more.',
  networkFull:
    'This slide has as many answers from your network as the session admits people at once.',
  qaLikesFull:
    'This question has as many likes from your network as the session admits people at once.',
  qaTooMany: 'You have asked several questions just now. Wait a few minutes before asking another.',
} as const;
