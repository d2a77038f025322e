import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildBrowserConfigScript, buildCspDirectives, getAllowedOrigins } from './security';

describe('buildCspDirectives', () => {
  it('lets the apps reach the API over https and wss, and Sentry when on', () => {
    const config = loadConfig({
      API_URL: 'https://api.example.org',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
    });
    expect(buildCspDirectives(config)['connect-src']).toEqual([
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
      'https://o1.ingest.sentry.io',
    ]);
  });

  it('uses ws: for a plain-http API', () => {
    expect(buildCspDirectives(loadConfig({}))['connect-src']).toContain('ws://localhost:3000');
  });
});

describe('buildBrowserConfigScript', () => {
  const addresses = {
    apiUrl: 'https://api.example.org',
    uploadUrl: 'https://api.example.org',
    fontsUrl: 'https://api.example.org/fonts',
    presenterUrl: 'https://app.example.org',
    audienceUrl: 'https://join.example.org',
    joinAddressLocalOnly: false,
  };

  it('hands the presenter app the trace sample rate only when Sentry is on', () => {
    const on = loadConfig({
      API_URL: 'https://api.example.org',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      SENTRY_TRACES_SAMPLE_RATE: '0.2',
    });
    expect(buildBrowserConfigScript(addresses, on)).toContain(
      '"sentryDsn":"https://key@o1.ingest.sentry.io/2","sentryTracesSampleRate":0.2',
    );
    const off = loadConfig({ API_URL: 'https://api.example.org' });
    expect(buildBrowserConfigScript(addresses, off)).not.toContain('sentryTracesSampleRate');
  });

  it('tells the lobby when the server listens on a loopback address only', () => {
    const bound = (HOST: string) => buildBrowserConfigScript(addresses, loadConfig({ HOST }));
    expect(bound('127.0.0.1')).toContain('"listensOnLoopback":true');
    expect(bound('0.0.0.0')).toContain('"listensOnLoopback":false');
  });
});

describe('upload origin', () => {
  it('lets the apps load images from and send uploads to a separate upload origin', () => {
    const directives = buildCspDirectives(loadConfig({ UPLOAD_URL: 'https://img.example.org/' }));
    expect(directives['img-src']).toContain('https://img.example.org');
    expect(directives['connect-src']).toContain('https://img.example.org');
  });

  it('defaults to the API origin', () => {
    expect(loadConfig({ API_URL: 'https://api.example.org' }).uploadUrl).toBe(
      'https://api.example.org',
    );
  });
});

describe('getAllowedOrigins', () => {
  it('is exactly the presenter and audience origins', () => {
    const config = loadConfig({
      PRESENTER_URL: 'https://a.example/app',
      AUDIENCE_URL: 'https://b.example',
    });
    expect(getAllowedOrigins(config)).toEqual(['https://a.example', 'https://b.example']);
  });
});
