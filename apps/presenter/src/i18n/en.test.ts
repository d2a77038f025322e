import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { expectSameAsI18next } from '@crowdeck/web/testing';
import {
  AVAILABLE_INTEGRATIONS,
  COMING_SOON_FEATURES,
  PLAN_CATALOGUE,
  PLAN_IDS,
  VALIDATION_MESSAGES,
} from '@crowdeck/core';
import { en as catalogue } from './en';

const en: Record<string, string> = catalogue;

describe('English catalogue', () => {
  it('has every validation code of core, in the same words', () => {
    for (const [code, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(en[`validation.${code}`]).toBe(text);
    }
  });

  it('names every plan and every feature, note, available integration and coming-soon item of the catalogue', () => {
    for (const plan of PLAN_IDS) expect(en[`plan.name.${plan}`]).toBeTruthy();
    for (const entry of PLAN_CATALOGUE) {
      expect(en[`pricing.${entry.note}`]).toBeTruthy();
      // A priced plan shows its period; a plan without a price shows "Contact us" instead.
      const priceText = entry.price === null ? 'pricing.contact' : `pricing.per.${entry.time}`;
      expect(en[priceText], entry.type).toBeTruthy();
      for (const feature of entry.data) expect(en[`feature.${feature}`]).toBeTruthy();
    }
    for (const feature of COMING_SOON_FEATURES) expect(en[`comingSoon.${feature}`]).toBeTruthy();
    for (const feature of AVAILABLE_INTEGRATIONS) expect(en[`integration.${feature}`]).toBeTruthy();
  });

  it('states the plan figures: 35 phones free, 15,000 on Pro', () => {
    expect(en['feature.audience35']).toMatch(/35 simultaneous/);
    expect(en['feature.audience15000']).toMatch(/15,000/);
    expect(en['plan.name.pro-half-yearly']).toBe('Pro Half-Yearly');
  });

  it('reads every message the way i18next reads the same catalogue', async () => {
    const options = {
      count: 2,
      number: 7,
      name: 'Ada',
      plan: 'Pro',
      reason: 'it is closed',
      date: '1 March',
      price: '$10',
    };
    const read = await expectSameAsI18next(i18next, en, 'en', options, { flat: true });
    expect(read).toBeGreaterThan(200);
  });
});
