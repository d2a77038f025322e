import { PLAN_DISPLAY_NAMES, VALIDATION_MESSAGES } from '@crowdeck/core';
import { enBilling, enBillingValidation } from './en-billing';
import { enBranding } from './en-branding';
import { enEditor } from './en-editor';
import { enPresent } from './en-present';
import { enReports } from './en-reports';
import { enControl } from './en-control';
import { enRoom } from './en-room';
import { enRefusals } from './en-refusals';
import { enOrganisation } from './en-organisation';
import { enScreens } from './en-screens';
import { enSso } from './en-sso';

/** Validation texts keyed `validation.<code>`, seeded from core so server and client say the same. */
const validation = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([code, text]) => [`validation.${code}`, text]),
) as { [K in keyof typeof VALIDATION_MESSAGES as `validation.${K}`]: string };

const planNames = Object.fromEntries(
  Object.entries(PLAN_DISPLAY_NAMES).map(([plan, name]) => [`plan.name.${plan}`, name]),
) as { [K in keyof typeof PLAN_DISPLAY_NAMES as `plan.name.${K}`]: string };

/** English message catalogue: every text the presenter app shows. Keys are flat, dot-separated. */
export const en = {
  ...enBillingValidation,
  ...validation,
  'validation.password.mismatch': 'The passwords do not match.',
  ...planNames,

  'app.name': 'Crowdeck',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',

  'nav.label': 'Main',
  'nav.presentations': 'Presentations',
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

  'toast.signedOut': "You're signed out.",
  'toast.sessionExpired': 'Your session has ended. Sign in again.',

  ...enScreens,
  ...enEditor,
  ...enPresent,
  ...enRoom,
  ...enControl,
  ...enReports,
  ...enBilling,
  ...enRefusals,
  ...enOrganisation,
  ...enSso,
  ...enBranding,
};
