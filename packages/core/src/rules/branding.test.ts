import { describe, expect, it } from 'vitest';
import { ANSWER_PALETTE } from '../constants/palette';
import { getLockedThemeChanges, getThemedPaletteColour, resolveDeckBranding } from './branding';

const org = {
  name: 'Acme',
  plan: 'custom',
  theme: { logoUrl: '/uploads/acme.png', fontFamily: 'Roboto', palette: ['#1565C0'] },
  themeLocked: false,
  whiteLabel: true,
  audienceHost: 'vote.acme.test',
};
const deck = { fontFamily: 'Lato', logoUrl: null };

describe('resolveDeckBranding', () => {
  it('keeps Pro branding outside organisations', () => {
    expect(
      resolveDeckBranding('free', { fontFamily: null, logoUrl: '/uploads/a.png' }, null),
    ).toEqual({ fontFamily: null, logoUrl: null, brand: null });
  });

  it('fills what the deck does not set, and keeps what it sets while unlocked', () => {
    const result = resolveDeckBranding('custom', deck, org);
    expect(result.fontFamily).toBe('Lato');
    expect(result.logoUrl).toBe('/uploads/acme.png');
    expect(result.brand).toMatchObject({ name: 'Acme', audienceHost: 'vote.acme.test' });
  });

  it('lets a locked theme win', () => {
    const result = resolveDeckBranding('custom', deck, { ...org, themeLocked: true });
    expect(result.fontFamily).toBe('Roboto');
    expect(result.brand?.locked).toBe(true);
  });

  it('brands nothing for an organisation without the Custom plan', () => {
    expect(resolveDeckBranding('free', deck, { ...org, plan: null }).brand).toBeNull();
  });
});

describe('getLockedThemeChanges', () => {
  it('names the fields that change, not those sent unchanged', () => {
    expect(getLockedThemeChanges({ fontFamily: 'Lato', logoUrl: null }, deck)).toEqual([]);
    expect(getLockedThemeChanges({ logoUrl: '/uploads/b.png' }, deck)).toEqual(['logoUrl']);
  });
});

describe('getThemedPaletteColour', () => {
  it('puts the organisation’s colours first, then the rest of the palette without repeats', () => {
    const palette = ['#26890c', '#E21B3C'];
    const order = ANSWER_PALETTE.map((_, i) => getThemedPaletteColour(i, palette));
    expect(order.slice(0, 3)).toEqual(['#26890C', '#E21B3C', '#1368CE']);
    expect(new Set(order).size).toBe(ANSWER_PALETTE.length);
    expect(getThemedPaletteColour(4, [])).toBe(ANSWER_PALETTE[4]);
  });
});
