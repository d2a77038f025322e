import * as Sentry from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { sentryOptions } from './sentry';

describe('Sentry options', () => {
  it('collects nothing about people and redacts events and breadcrumbs before they leave', async () => {
    const sent: Sentry.ErrorEvent[] = [];
    const options = sentryOptions({ nodeEnv: 'test', sentryTracesSampleRate: 0 });
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    // A real client with a transport that keeps what would be sent.
    const client = new Sentry.NodeClient({
      dsn: 'https://public@sentry.example/1',
      integrations: [],
      stackParser: Sentry.defaultStackParser,
      transport: () => ({
        send: async (envelope) => {
          for (const item of envelope[1]) {
            const [header, payload] = item as [{ type: string }, Sentry.ErrorEvent];
            if (header.type === 'event') sent.push(payload);
          }
          return {};
        },
        flush: async () => true,
      }),
      ...options,
    });
    const scope = new Sentry.Scope();
    scope.setClient(client);
    client.init();
    scope.addBreadcrumb({
      category: 'http',
      data: { url: 'https://idp.example/callback?code=s3cr3t-code&state=abc', method: 'GET' },
    });
    scope.setUser({ id: 'u-1', email: 'ada@example.com', ip_address: '203.0.113.9' });
    scope.setExtra('url', '/reset-password?token=s3cr3t-reset');
    scope.captureException(new Error('No account for ada@example.com at /12345678'));
    await client.flush(2000);
    expect(sent).toHaveLength(1);
    const text = JSON.stringify(sent[0]);
    for (const secret of ['s3cr3t', 'ada@example.com', '203.0.113.9', '12345678']) {
      expect(text).not.toContain(secret);
    }
    expect(sent[0]?.breadcrumbs?.[0]?.data?.url).toBe(
      'https://idp.example/callback?code=[redacted]&state=[redacted]',
    );
    expect(sent[0]?.user).toEqual({ id: 'u-1' });
    expect(sent[0]?.extra).toEqual({ url: '/reset-password?token=[redacted]' });
  });
});
