import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, parseRuntimeConfig, resolveImageUrl } from './runtime-config';

describe('runtime configuration', () => {
  it('falls back to a local install when /config.js did not load', () => {
    const config = parseRuntimeConfig(undefined, 'http://localhost:3001');
    expect(config).toEqual({
      apiUrl: DEFAULT_API_URL,
      presenterUrl: DEFAULT_API_URL,
      audienceUrl: 'http://localhost:3001',
      uploadUrl: DEFAULT_API_URL,
      fontsUrl: `${DEFAULT_API_URL}/fonts`,
    });
  });

  it('keeps the given addresses without trailing slashes', () => {
    const config = parseRuntimeConfig(
      {
        apiUrl: 'https://api.example/',
        uploadUrl: 'https://up.example',
        fontsUrl: 'https://f.example/fonts/',
      },
      'https://join.example',
    );
    expect(config.apiUrl).toBe('https://api.example');
    expect(config.uploadUrl).toBe('https://up.example');
    expect(config.fontsUrl).toBe('https://f.example/fonts');
  });
});

describe('image addresses', () => {
  it('resolves uploads against the upload origin and refuses other schemes', () => {
    expect(resolveImageUrl('/uploads/a.png', 'https://up.example')).toBe(
      'https://up.example/uploads/a.png',
    );
    expect(resolveImageUrl('https://up.example/uploads/a.png', 'x')).toBe(
      'https://up.example/uploads/a.png',
    );
    expect(resolveImageUrl('javascript:alert(1)', 'https://up.example')).toBeNull();
    expect(resolveImageUrl('//evil.example/a.png', 'https://up.example')).toBeNull();
    expect(resolveImageUrl(null, 'https://up.example')).toBeNull();
  });

  it('fetches uploads stored under a loopback address from the upload origin', () => {
    const origin = 'http://192.168.1.20:3000';
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      expect(resolveImageUrl(`http://${host}/uploads/a.png`, origin), host).toBe(
        `${origin}/uploads/a.png`,
      );
    }
    expect(resolveImageUrl('http://127.0.0.2:3000/uploads/a.png', origin)).toBe(
      'http://127.0.0.2:3000/uploads/a.png',
    );
    expect(resolveImageUrl('http://localhost:3000/other/a.png', origin)).toBe(
      'http://localhost:3000/other/a.png',
    );
  });
});
