/** API paths (spec section 7): all under /api/ and ending in a slash. Id-bearing paths append the id and a slash. */
export const API_PATHS = {
  usersCreate: '/api/users/create/',
  authLogin: '/api/auth/app/',
  authLogout: '/api/auth/logout/',
  usersProfile: '/api/users/profile/',
  usersUpdate: '/api/users/update/',
  usersUpdatePassword: '/api/users/update-password/',
  usersForgotPassword: '/api/users/forgot-password/',
  usersResetPassword: '/api/users/reset-password/',
  health: '/api/health/',
} as const;

/** Presenter route of the password-reset screen; the mailed link is `${presenterUrl}${path}?token=...`. */
export const RESET_PASSWORD_ROUTE = '/reset-password';
