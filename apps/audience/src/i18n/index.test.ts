import { describe, expect, it } from 'vitest';
import { deLater } from './de-later';
import { frLater } from './fr-later';
import { loadLaterMessages, setLanguage, translate } from './index';

describe('the phone’s messages in two parts', () => {
  it('loads the later part of the phone’s language with the later views, and of a language chosen after', async () => {
    await setLanguage('de');
    expect(translate('join.title')).toBe('An einer Präsentation teilnehmen');
    // Not loaded yet: the key itself, never another language's text.
    expect(translate('reactions.heart')).toBe('reactions.heart');
    await loadLaterMessages();
    expect(translate('reactions.heart')).toBe(deLater['reactions.heart']);
    await setLanguage('fr');
    expect(translate('reactions.heart')).toBe(frLater['reactions.heart']);
    expect(translate('join.title')).toBe('Rejoindre une présentation');
    await setLanguage('en');
    expect(translate('reactions.heart')).toBe('Send a heart');
  });
});
