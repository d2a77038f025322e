/**
 * The messages of the app's frame — loader, skip link, navigation, page errors, titles, toasts —
 * the only English the first render carries; the screens' messages (en.ts) load with the first
 * screen (i18n.ts).
 */
export const enShell = {
  'app.name': 'Crowdeck',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',

  'nav.label': 'Main',
  'nav.presentations': 'Presentations',
  'nav.integrations': 'Integrations',
  'nav.pricing': 'Pricing',
  'nav.account': 'Account',
  'nav.logout': 'Log out',
  'nav.login': 'Sign in',
  'nav.register': 'Sign up',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.home': 'Crowdeck home',

  'errors.network': "Can't reach Crowdeck. Check your connection and try again.",
  'errors.server': 'Something went wrong on our side. Try again in a moment.',
  'errors.tooManyRequests_one': 'Too many attempts. Try again in {{count}} second.',
  'errors.tooManyRequests_other': 'Too many attempts. Try again in {{count}} seconds.',
  'errors.tooManyRequestsNoWait': 'Too many attempts. Wait a little and try again.',
  'errors.invalidCredentials': 'Email or password is incorrect.',
  'errors.sessionExpired': 'Your session has ended. Sign in again.',
  'errors.forbidden': "You don't have access to this.",
  'errors.notFound': "We couldn't find what you asked for.",
  'errors.conflict': 'This conflicts with something that already exists.',
  'errors.invalidInput': 'Some fields need your attention.',
  'errors.payloadTooLarge': 'That is too large to upload.',
  'errors.unsupportedMediaType': 'That kind of file is not supported.',
  'errors.invalidResetToken': 'This reset link is not valid or has expired.',
  'errors.unknown': 'Something went wrong. Try again.',
  'errors.pageTitle': 'This page could not be shown',
  'errors.pageBody':
    'Something went wrong while opening this page. Reloading usually fixes it, for example after Crowdeck was updated.',
  'errors.reload': 'Reload the page',

  'title.home': 'Presentations',
  'title.login': 'Sign in',
  'title.register': 'Sign up',
  'title.forgotPassword': 'Forgot password',
  'title.resetPassword': 'New password',
  'title.presentation': 'Editor',
  'title.present': 'Present',
  'title.presentRoom': 'Room and moderation',
  'title.control': 'Control screen',
  'title.remote': 'Remote',
  'title.pricing': 'Pricing',
  'title.checkoutSuccess': 'Payment received',
  'title.checkoutError': 'Payment not completed',
  'title.account': 'Account',
  'title.sandboxCheckout': 'Test checkout',
  'title.notFound': 'Page not found',
  'title.integrations': 'Integrations',
  'title.officeConnect': 'Connecting PowerPoint',

  'toast.signedOut': "You're signed out.",
  'toast.sessionExpired': 'Your session has ended. Sign in again.',
};
