import { checkCatalogue, NO_CATALOGUE_PROBLEMS } from '@crowdeck/web';
import { describe, expect, it } from 'vitest';
import { ZOOM_CATALOGUES } from './zoom-messages';

describe('the Zoom pages’ catalogue', () => {
  const { en, ...others } = ZOOM_CATALOGUES;
  for (const [language, messages] of Object.entries(others)) {
    it(`${language} has every English key, placeholder and plural form, and nothing else`, () => {
      expect(checkCatalogue(en, messages, language)).toEqual(NO_CATALOGUE_PROBLEMS);
    });
  }
});
