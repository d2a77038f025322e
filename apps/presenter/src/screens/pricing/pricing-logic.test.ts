import { describe, expect, it } from 'vitest';
import { getCheckoutContinuePath, getPlanAction, parseCheckoutParam } from './pricing-logic';

describe('getPlanAction', () => {
  const visitor = { signedIn: false, currentPlan: null };
  const free = { signedIn: true, currentPlan: 'free' as const, status: 'free' as const };

  it('sends visitors to sign up, Pro plans carrying their checkout, and lets them ask for Custom', () => {
    expect(getPlanAction('free', visitor)).toBe('getStarted');
    expect(getPlanAction('pro-monthly', visitor)).toBe('registerToBuy');
    expect(getPlanAction('pro-half-yearly', visitor)).toBe('registerToBuy');
    expect(getPlanAction('custom', visitor)).toBe('contact');
  });

  it('offers no Pro checkout when the server takes no payments, and keeps the current plan', () => {
    const off = { canPay: false };
    expect(getPlanAction('pro-monthly', { ...visitor, ...off })).toBe('unavailable');
    expect(getPlanAction('free', { ...visitor, ...off })).toBe('getStarted');
    expect(getPlanAction('pro-monthly', { ...free, ...off })).toBe('unavailable');
    expect(getPlanAction('custom', { ...free, ...off })).toBe('contact');
    const ending = {
      signedIn: true,
      currentPlan: 'pro-monthly' as const,
      status: 'ending' as const,
    };
    expect(getPlanAction('pro-monthly', { ...ending, ...off })).toBe('current');
    expect(getPlanAction('pro-monthly', ending)).toBe('resubscribe');
  });

  it('lets a Free user buy either Pro plan and marks Free as current', () => {
    expect(getPlanAction('free', free)).toBe('current');
    expect(getPlanAction('pro-monthly', free)).toBe('checkout');
    expect(getPlanAction('pro-half-yearly', free)).toBe('checkout');
    expect(getPlanAction('custom', free)).toBe('contact');
  });

  it('marks a running Pro plan as current and offers a switch to the other period', () => {
    const pro = { signedIn: true, currentPlan: 'pro-monthly' as const, status: 'active' as const };
    expect(getPlanAction('pro-monthly', pro)).toBe('current');
    expect(getPlanAction('pro-half-yearly', pro)).toBe('switch');
    expect(getPlanAction('free', pro)).toBe('none');
    expect(getPlanAction('pro-monthly', { ...pro, status: 'past_due' })).toBe('current');
  });

  it('offers to subscribe again once the plan is ending', () => {
    const ending = {
      signedIn: true,
      currentPlan: 'pro-monthly' as const,
      status: 'ending' as const,
    };
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
