import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCE_URL, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('falls back to the same origin and the local audience app when /config.js is missing', () => {
    expect(parseRuntimeConfig(undefined, 'http://localhost:3000')).toEqual({
      apiUrl: '',
      uploadUrl: '',
      presenterUrl: 'http://localhost:3000',
      audienceUrl: DEFAULT_AUDIENCE_URL,
      sentryDsn: null,
      sentryTracesSampleRate: 1,
      fontsUrl: 'http://localhost:3000/fonts',
      joinAddressLocalOnly: false,
      listensOnLoopback: false,
    });
  });

  it('knows when the server says phones cannot open the join address', () => {
    expect(parseRuntimeConfig({ joinAddressLocalOnly: true }).joinAddressLocalOnly).toBe(true);
    expect(parseRuntimeConfig({ joinAddressLocalOnly: 'yes' }).joinAddressLocalOnly).toBe(false);
    expect(parseRuntimeConfig({ listensOnLoopback: true }).listensOnLoopback).toBe(true);
  });

  it('keeps the values the server gave and drops a trailing slash of the API URL', () => {
    const config = parseRuntimeConfig({
      apiUrl: 'https://api.example.com/',
      presenterUrl: 'https://app.example.com',
      audienceUrl: 'https://join.example.com',
      sentryDsn: 'https://key@sentry.example.com/1',
      sentryTracesSampleRate: 0.25,
    });
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.audienceUrl).toBe('https://join.example.com');
    expect(config.sentryDsn).toBe('https://key@sentry.example.com/1');
    expect(config.sentryTracesSampleRate).toBe(0.25);
  });

  it('sends uploads to the API unless an upload origin is set, and finds fonts beside the app', () => {
    const plain = parseRuntimeConfig({
      apiUrl: 'https://api.example.com',
      presenterUrl: 'https://app.example.com/',
    });
    expect(plain.uploadUrl).toBe('https://api.example.com');
    expect(plain.fontsUrl).toBe('https://app.example.com/fonts');
    const custom = parseRuntimeConfig({
      uploadUrl: 'https://files.example.com/',
      fontsUrl: 'https://cdn.example.com/fonts/',
    });
    expect(custom.uploadUrl).toBe('https://files.example.com');
    expect(custom.fontsUrl).toBe('https://cdn.example.com/fonts');
  });

  it('treats a null or empty DSN as error reporting off', () => {
    expect(parseRuntimeConfig({ sentryDsn: null }).sentryDsn).toBeNull();
    expect(parseRuntimeConfig({ sentryDsn: '' }).sentryDsn).toBeNull();
  });
});
