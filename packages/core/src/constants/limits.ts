/** Field limits shared by the server's schemas and the presenter's forms. */
export const LIMITS = {
  userNameMin: 1,
  userNameMax: 80,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Password-reset links expire after one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Rate limits on sign-in and reset requests: short windows so a real user is never locked out for long. */
export const RATE_LIMITS = {
  loginPerIp: { points: 30, durationSec: 60 },
  loginPerAccount: { points: 10, durationSec: 15 * 60 },
  forgotPerIp: { points: 10, durationSec: 15 * 60 },
  forgotPerAccount: { points: 3, durationSec: 15 * 60 },
  /** Custom-plan contact requests (open to visitors). */
  contactPerIp: { points: 5, durationSec: 60 * 60 },
  /** Every registration attempt per address: room for a class signing up together, not a crawl. */
  registerPerIp: { points: 60, durationSec: 15 * 60 },
  /** Registration attempts per typed email, whether or not it is taken. */
  registerPerEmail: { points: 5, durationSec: 15 * 60 },
  /** "Email taken" answers per address: what an enumeration would collect, kept scarce. */
  registerTakenPerIp: { points: 10, durationSec: 60 * 60 },
  /** Current-password checks (email and password change) per address, every attempt. */
  passwordCheckPerIp: { points: 30, durationSec: 60 },
  /** Reset-password attempts per address (each runs argon2 before the token is looked up). */
  resetPerIp: { points: 20, durationSec: 15 * 60 },
  /** Wrong current passwords per account (a right one clears the count). */
  passwordCheckPerAccount: { points: 10, durationSec: 15 * 60 },
  /** Phones trading a pairing code for a remote, per address: a presenter's retries, not a crawl. */
  remotePairPerIp: { points: 30, durationSec: 60 },
  /** Organisation invitations one member mails per hour (each to an address of their choosing). */
  invitePerInviter: { points: 20, durationSec: 60 * 60 },
  /** Invitations one organisation mails per hour, all its admins together. */
  invitePerOrganisation: { points: 40, durationSec: 60 * 60 },
  /** Invitation mails one address receives per day, from any organisation. */
  invitePerRecipient: { points: 3, durationSec: 24 * 60 * 60 },
  /** Roster suggestions per address: a class typing names behind one network, not a crawl. */
  rosterSuggestPerIp: { points: 300, durationSec: 60 },
  /**
   * Assignment starts and comebacks per address: a class joining behind one school network within
   * a minute, not a script filling the plan's audience limit with made-up participants.
   */
  assignmentJoinPerIp: { points: 300, durationSec: 60 },
  /** Participants reading or deleting their own data, per address. */
  participantDataPerIp: { points: 60, durationSec: 60 },
} as const;

/** Deck limits shared by the server's schemas and the editor. */
export const DECK_LIMITS = {
  titleMax: 150,
  questionMax: 250,
  /** Speaker notes of a slide: seen by the presenter only. */
  notesMax: 2000,
  /** Alternative text of a slide's image (an imported page's text, cut to fit). */
  imageAltMax: 2000,
  /** Text of a content slide (markdown subset). */
  bodyMax: 2000,
  optionTextMax: 120,
  slidesMax: 100,
  optionsMin: 2,
  optionsMax: 10,
  quizTimeLimitMinSec: 5,
  quizTimeLimitMaxSec: 240,
  quizTimeLimitDefaultSec: 20,
  quizPointsMax: 2000,
  quizPointsDefault: 1000,
  wordEntriesMin: 1,
  wordEntriesMax: 10,
  wordEntriesDefault: 3,
  fontFamilyMax: 60,
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;
