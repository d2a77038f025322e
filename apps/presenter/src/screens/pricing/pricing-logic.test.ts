import { describe, expect, it } from 'vitest';
import { getCheckoutContinuePath, getPlanAction, parseCheckoutParam } from './pricing-logic';

describe('getPlanAction', () => {
  const visitor = { signedIn: false, currentPlan: null };
  const free = { signedIn: true, currentPlan: 'free' as const, status: 'free' as const };
  const ending = { signedIn: true, currentPlan: 'pro-monthly' as const, status: 'ending' as const };
  /** Every plan, in the order the tables list their actions. */
  const PLANS = ['free', 'pro-monthly', 'pro-half-yearly', 'custom'] as const;

  it.each([
    [
      'sends visitors to sign up, Pro plans carrying their checkout, and lets them ask for Custom',
      visitor,
      ['getStarted', 'registerToBuy', 'registerToBuy', 'contact'],
    ],
    [
      'lets a Free user buy either Pro plan and marks Free as current',
      free,
      ['current', 'checkout', 'checkout', 'contact'],
    ],
  ] as const)('%s', (_, user, actions) => {
    expect(PLANS.map((plan) => getPlanAction(plan, user))).toEqual(actions);
  });

  it('offers no Pro checkout when the server takes no payments, and keeps the current plan', () => {
    const off = { canPay: false };
    expect(getPlanAction('pro-monthly', { ...visitor, ...off })).toBe('unavailable');
    expect(getPlanAction('free', { ...visitor, ...off })).toBe('getStarted');
    expect(getPlanAction('pro-monthly', { ...free, ...off })).toBe('unavailable');
    expect(getPlanAction('custom', { ...free, ...off })).toBe('contact');
    expect(getPlanAction('pro-monthly', { ...ending, ...off })).toBe('current');
    expect(getPlanAction('pro-monthly', ending)).toBe('resubscribe');
  });

  it('marks a running Pro plan as current and offers a switch to the other period', () => {
    const pro = { signedIn: true, currentPlan: 'pro-monthly' as const, status: 'active' as const };
    expect(getPlanAction('pro-monthly', pro)).toBe('current');
    expect(getPlanAction('pro-half-yearly', pro)).toBe('switch');
    expect(getPlanAction('free', pro)).toBe('none');
    expect(getPlanAction('pro-monthly', { ...pro, status: 'past_due' })).toBe('current');
  });

  it('offers to subscribe again once the plan is ending', () => {
    expect(getPlanAction('pro-monthly', ending)).toBe('resubscribe');
    expect(getPlanAction('pro-half-yearly', ending)).toBe('checkout');
  });

  it('shows Custom as current for Custom customers', () => {
    const custom = { signedIn: true, currentPlan: 'custom' as const, status: 'active' as const };
    expect(getPlanAction('custom', custom)).toBe('current');
    expect(getPlanAction('pro-monthly', custom)).toBe('none');
  });
});

describe('continuing into checkout after sign-up', () => {
  it('comes back to pricing with the plan to buy', () => {
    expect(getCheckoutContinuePath('pro-monthly')).toBe('/pricing?checkout=pro-monthly');
  });

  it('reads only paid plans from ?checkout=', () => {
    expect(parseCheckoutParam('pro-half-yearly')).toBe('pro-half-yearly');
    expect(parseCheckoutParam('custom')).toBeNull();
    expect(parseCheckoutParam(null)).toBeNull();
  });
});
