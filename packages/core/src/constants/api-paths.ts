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
  presentationCreate: '/api/presentation/create/',
  presentationList: '/api/presentation/list/',
  presentationDuplicate: '/api/presentation/duplicate/',
  presentationDelete: '/api/presentation/delete/',
  presentationDetail: '/api/presentation/detail/',
  presentationUpdate: '/api/presentation/update/',
  presentationReset: '/api/presentation/reset/',
  slideCreate: '/api/slide/create/',
  slideUpdate: '/api/slide/update/',
  slideSort: '/api/slide/sort/',
  slideDuplicate: '/api/slide/duplicate/',
  slideDelete: '/api/slide/delete/',
  slideReset: '/api/slide/reset/',
  optionCreate: '/api/option/create/',
  optionUpdate: '/api/option/update/',
  optionSort: '/api/option/sort/',
  optionDelete: '/api/option/delete/',
  uploadImage: '/api/upload/image/',
  /** PUT + presentationId: change the live slide (spec: slideActiveId, isLeaderboardNext, uniqueCode, socketId). */
  slideNext: '/api/slide/next/',
  /** POST + slideId: quiz control ({uniqueCode, action: 'start' | 'close'}). */
  slideGame: '/api/slide/game/',
  /** GET + slideId: leaderboard after that slide (top 10, rank changes). */
  slideLeaderboard: '/api/slide/leaderboard/',
  /** GET + slideId: quiz/poll counts. */
  slideResults: '/api/slide/results/',
  /** POST: attach the presenter's socket to its presentation's room ({presentationId, socketId}). */
  audiencePresenterJoin: '/api/audience/presenter-join/',
  /** GET + slideId: word-cloud words and counts. */
  wordSlide: '/api/word/slide/',
  /** GET + slideId: open-ended answers. */
  wordSlideOpenEnded: '/api/word/slide-open-ended/',
  /** PUT + entryId: hide or show one word or open-ended answer ({hidden}). */
  wordHide: '/api/word/hide/',
  docsPage: '/api/docs/',
  docsOpenApi: '/api/docs/openapi.json',
} as const;

/** Presenter route of the password-reset screen; the mailed link is `${presenterUrl}${path}?token=...`. */
export const RESET_PASSWORD_ROUTE = '/reset-password';
