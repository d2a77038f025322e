/** Product name used in keys, cookies and mail. */
export const PRODUCT = 'crowdeck';

/** Cookie (and storage key) holding the presenter's session token: `{product}Token`. */
export const TOKEN_COOKIE = `${PRODUCT}Token`;

/** The token cookie lives for 3 years at path /. */
export const TOKEN_COOKIE_DAYS = 3 * 365;

/** Default interface language. */
export const DEFAULT_LANG = 'en';

/** Dates are shown as this Day.js format, in English, 12-hour clock. */
export const DATE_FORMAT = 'MMMM D, YYYY h:mm A';

/** Toasts stay this long, bottom-right. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'bottom-right';

/**
 * Slide canvas: 720 px high at the window's ratio (16:9 when unknown) while presenting, a fixed
 * 1280 × 768 while editing.
 */
export const CANVAS_BASE_HEIGHT = 720;
export const CANVAS_RATIO = 16 / 9;
export const CANVAS_EDIT_WIDTH = 1280;
export const CANVAS_EDIT_HEIGHT = 768;

/** Realtime reconnection: 1 s rising to 5 s, 20 s connect timeout. */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
export const SOCKET_TIMEOUT_MS = 20_000;

/** Error reporting traces every request and page load unless SENTRY_TRACES_SAMPLE_RATE says less. */
export const SENTRY_TRACES_SAMPLE_RATE = 1;
