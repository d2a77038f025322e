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
} as const;
