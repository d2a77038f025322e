import { describe, expect, it } from 'vitest';
import { checkImageFile } from './uploads';

describe('checkImageFile', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 10 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: 10 * 1024 * 1024 })).toBeNull();
    }
  });

  it('names the problem: too large, or not an image type the API takes', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('wrongType');
  });
});
