import { describe, expect, it } from 'vitest';
import {
  redactReportBreadcrumb,
  redactReportEvent,
  redactReportSpan,
  redactReportText,
  redactReportUrl,
} from './error-report-redaction';

const R = '[redacted]';

describe('error report redaction', () => {
  it('hides query values, fragments, join codes, capability tokens and emails in addresses', () => {
    expect(
      redactReportUrl('https://crowdeck.example/reset-password?token=s3cr3t&next=/decks'),
    ).toBe(`https://crowdeck.example/reset-password?token=${R}&next=${R}`);
    expect(redactReportUrl('/sso/complete#code=s3cr3t-code')).toBe('/sso/complete');
    expect(redactReportUrl('https://vote.example/12345678')).toBe(`https://vote.example/${R}`);
    expect(redactReportUrl('/api/assignment-play/abcde12345/answer/')).toBe(
      `/api/assignment-play/${R}/answer/`,
    );
    expect(redactReportUrl('/a/abcde12345')).toBe(`/a/${R}`);
    expect(redactReportUrl('/embed/s3cr3t-view-token?slide=2')).toBe(`/embed/${R}?slide=${R}`);
    expect(redactReportUrl('/remote/s3cr3t-pairing')).toBe(`/remote/${R}`);
    expect(redactReportUrl('/api/users/ada%40example.com/')).toBe(`/api/users/${R}/`);
    expect(redactReportUrl('https://user:pw@crowdeck.example/decks')).toBe(
      'https://crowdeck.example/decks',
    );
    // What is neither a code nor a token stays readable.
    expect(redactReportUrl('/api/presentations/7c9e6679-7425-40de-944b-e07fc1f90ae7/')).toBe(
      '/api/presentations/7c9e6679-7425-40de-944b-e07fc1f90ae7/',
    );
  });

  it('hides emails, credentials and addresses inside free text', () => {
    expect(
      redactReportText(
        'Mail to ada@example.com failed (Bearer abc.def-123) at https://x.example/invitation?token=t0k',
      ),
    ).toBe(`Mail to ${R} failed (Bearer ${R}) at https://x.example/invitation?token=${R}`);
  });

  it('redacts breadcrumbs: fetch and navigation addresses, their query, messages', () => {
    expect(
      redactReportBreadcrumb({
        category: 'fetch',
        message: 'GET https://crowdeck.example/api/audience/roster/?code=12345678&q=ada',
        data: {
          method: 'GET',
          url: 'https://crowdeck.example/api/audience/roster/?code=12345678&q=ada',
          'http.query': '?code=12345678&q=ada',
          status_code: 200,
        },
      }),
    ).toEqual({
      category: 'fetch',
      message: `GET https://crowdeck.example/api/audience/roster/?code=${R}&q=${R}`,
      data: {
        method: 'GET',
        url: `https://crowdeck.example/api/audience/roster/?code=${R}&q=${R}`,
        'http.query': R,
        status_code: 200,
      },
    });
    expect(
      redactReportBreadcrumb({
        category: 'navigation',
        data: { from: '/reset-password?token=s3cr3t', to: '/12345678' },
      }).data,
    ).toEqual({ from: `/reset-password?token=${R}`, to: `/${R}` });
  });

  it('redacts an event: request, user, breadcrumbs, exception values and extras', () => {
    const event = redactReportEvent({
      message: 'Invitation for grace@example.org',
      transaction: 'GET /invitation',
      request: {
        url: 'https://crowdeck.example/api/organisation/accept/?token=s3cr3t',
        query_string: 'token=s3cr3t',
        cookies: { sid: 's3cr3t-cookie' },
        data: '{"password":"hunter2"}',
        headers: {
          Authorization: 'Bearer s3cr3t-bearer',
          Cookie: 'sid=s3cr3t-cookie',
          'X-Forwarded-For': '203.0.113.7',
          Referer: 'https://crowdeck.example/reset-password?token=s3cr3t-reset',
          'User-Agent': 'Mozilla/5.0',
        },
      },
      user: { id: 'u-1', email: 'ada@example.com', ip_address: '203.0.113.7' },
      breadcrumbs: [{ message: 'signed in as ada@example.com' }],
      exception: { values: [{ type: 'Error', value: 'No account ada@example.com' }] },
      extra: { url: 'https://crowdeck.example/12345678', count: 3 },
    });
    const text = JSON.stringify(event);
    for (const secret of ['s3cr3t', 'hunter2', '@example', '203.0.113.7', '12345678']) {
      expect(text).not.toContain(secret);
    }
    expect(event.request).toEqual({
      url: `https://crowdeck.example/api/organisation/accept/?token=${R}`,
      query_string: R,
      headers: {
        Authorization: R,
        Cookie: R,
        'X-Forwarded-For': R,
        Referer: `https://crowdeck.example/reset-password?token=${R}`,
        'User-Agent': 'Mozilla/5.0',
      },
    });
    expect(event.user).toEqual({ id: 'u-1' });
    expect(event.exception?.values?.[0]).toEqual({ type: 'Error', value: `No account ${R}` });
    expect(event.extra).toEqual({ url: `https://crowdeck.example/${R}`, count: 3 });
  });

  it('redacts a span: its name and its address attributes', () => {
    expect(
      redactReportSpan({
        name: 'GET /api/assignment-play/abcde12345/state/',
        attributes: {
          'url.full': 'https://crowdeck.example/reset-password?token=s3cr3t',
          'url.query': '?token=s3cr3t',
          'http.target': { value: '/12345678?x=1', type: 'string' },
          'http.response.status_code': 200,
        },
      }),
    ).toEqual({
      name: `GET /api/assignment-play/${R}/state/`,
      attributes: {
        'url.full': `https://crowdeck.example/reset-password?token=${R}`,
        'url.query': R,
        'http.target': { value: `/${R}?x=${R}`, type: 'string' },
        'http.response.status_code': 200,
      },
    });
    expect(redactReportText('failed at /12345678 for a/b')).toBe(`failed at /${R} for a/b`);
  });
});
