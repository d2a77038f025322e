import { describe, expect, it } from 'vitest';
import { detectOperatingSystem } from './platform';

describe('detectOperatingSystem', () => {
  it('recognises Windows and macOS browsers', () => {
    expect(
      detectOperatingSystem('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'Win32'),
    ).toBe('windows');
    expect(
      detectOperatingSystem('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) Safari/605', 'MacIntel'),
    ).toBe('macos');
  });

  it('reports phones and Linux as unknown', () => {
    expect(
      detectOperatingSystem('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone'),
    ).toBe('unknown');
    expect(detectOperatingSystem('Mozilla/5.0 (X11; Linux x86_64)', 'Linux x86_64')).toBe(
      'unknown',
    );
  });
});
