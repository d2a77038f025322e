import { describe, expect, it } from 'vitest';
import { getGuardRedirect, ROUTES, type TRouteName } from './routes';

const names = Object.keys(ROUTES) as TRouteName[];

describe('getGuardRedirect', () => {
  it('lets visitors open only login, register, forgot and reset password, pricing, the phone remote, a live embed, an invitation, the return from single sign-on and the Google Slides connect page (it signs in through /login?next= itself)', () => {
    const open = names.filter((name) => getGuardRedirect(name, false) === null);
    expect(open.sort()).toEqual(
      [
        'embed',
        'forgotPassword',
        'invitation',
        'login',
        'pricing',
        'register',
        'remote',
        'resetPassword',
        'ssoComplete',
        'googleSlidesConnect',
      ].sort(),
    );
  });

  it('sends visitors on any other screen to register', () => {
    for (const name of [
      'home',
      'account',
      'organisation',
      'presentation',
      'present',
      'control',
      'checkoutSuccess',
      'organisationSignIn',
    ] as const) {
      expect(getGuardRedirect(name, false)).toBe('/register');
    }
  });

  it('sends signed-in users away from login and register to home, and lets them open the rest', () => {
    expect(getGuardRedirect('login', true)).toBe('/home');
    expect(getGuardRedirect('register', true)).toBe('/home');
    const open = names.filter((name) => getGuardRedirect(name, true) === null);
    expect(open).toHaveLength(names.length - 2);
  });

  it('sends a visitor whose session just expired (401) to login instead of register', () => {
    expect(getGuardRedirect('account', false, true)).toBe('/login');
    expect(getGuardRedirect('pricing', false, true)).toBeNull();
  });
});
