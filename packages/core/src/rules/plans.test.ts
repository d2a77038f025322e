import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../constants/plans';
import {
  getAudienceLimit,
  getEffectiveBranding,
  getPlansForTab,
  hasProFeatures,
  isFontAllowed,
  isProPlan,
  toPlanId,
} from './plans';

describe('plan rules', () => {
  // 35 on Free, 15,000 on Pro, and Free's limit for unknown plans.
  it.each([
    ['free', 35],
    ['pro-monthly', 15_000],
    ['pro-half-yearly', 15_000],
    ['enterprise-gold', 35],
    [undefined, 35],
  ])('admits on plan %s an audience of %i', (plan, limit) => {
    expect(getAudienceLimit(plan)).toBe(limit);
  });

  it('gives Custom its agreed figure', () => {
    expect(getAudienceLimit('custom', 50_000)).toBe(50_000);
    expect(getAudienceLimit('custom')).toBe(15_000);
  });

  it('narrows unknown plans to free', () => {
    expect(toPlanId('pro-monthly')).toBe('pro-monthly');
    expect(toPlanId('PRO')).toBe('free');
    expect(isProPlan('pro-half-yearly')).toBe(true);
    expect(isProPlan('custom')).toBe(false);
  });

  it('prices Free at 0, Pro Monthly at 19.99 and Pro Half-Yearly at 89.94', () => {
    const price = (type: string) => PLAN_CATALOGUE.find((p) => p.type === type)?.price;
    expect(price('free')).toBe(0);
    expect(price('pro-monthly')).toBe(19.99);
    expect(price('pro-half-yearly')).toBe(89.94);
  });

  it('shows Free, the period’s Pro and Custom on each pricing tab', () => {
    expect(getPlansForTab('monthly').map((p) => p.type)).toEqual(['free', 'pro-monthly', 'custom']);
    expect(getPlansForTab('half-yearly').map((p) => p.type)).toEqual([
      'free',
      'pro-half-yearly',
      'custom',
    ]);
  });
});

describe('Pro features', () => {
  it('opens the base fonts to everyone and the Pro fonts to Pro and Custom', () => {
    expect(isFontAllowed('free', 'Montserrat')).toBe(true);
    expect(isFontAllowed('free', 'Poppins')).toBe(false);
    expect(isFontAllowed('pro-monthly', 'Poppins')).toBe(true);
    expect(isFontAllowed('custom', 'Playfair Display')).toBe(true);
    expect(isFontAllowed('free', null)).toBe(true);
    expect(hasProFeatures('free')).toBe(false);
    expect(hasProFeatures('unknown')).toBe(false);
  });

  it('hides Pro-only branding after a fall back to Free without losing it', () => {
    const deck = { fontFamily: 'Oswald', logoUrl: 'http://x/uploads/a.png' };
    expect(getEffectiveBranding('free', deck)).toEqual({ fontFamily: null, logoUrl: null });
    expect(getEffectiveBranding('pro-half-yearly', deck)).toEqual(deck);
  });
});
