import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture({ presenter: false, env: { SALES_EMAIL: 'sales@crowdeck.example' } });

const send = (payload: unknown, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.checkoutContact,
    payload: payload as object,
    remoteAddress: ip,
  });

describe('Custom-plan contact requests', () => {
  it('stores a visitor request and mails it to sales, the sender text escaped', async () => {
    const response = await send({
      name: 'Grace <Hopper>',
      email: 'Grace@Navy.example',
      company: 'US Navy',
      audienceSize: 40_000,
      message: 'We need SSO for 40,000 people.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(contactRequests);
    expect(row).toMatchObject({
      name: 'Grace <Hopper>',
      company: 'US Navy',
      audienceSize: 40_000,
      userId: null,
    });
    const mails = await t.readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'sales@crowdeck.example',
      subject: 'Custom plan request from Grace <Hopper>',
    });
    expect(mails[0]?.text).toContain('We need SSO for 40,000 people.');
    expect(mails[0]?.html).toContain('Grace &lt;Hopper&gt;');
    expect(mails[0]?.html).not.toContain('<Hopper>');
  });

  it('answers 400 naming each bad field', async () => {
    const response = await send(
      { name: '', email: 'nope', audienceSize: 0, message: '' },
      '203.0.113.8',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'audienceSize',
      'email',
      'message',
      'name',
    ]);
    expect(response.json().fields.name.code).toBe('name.tooShort');
  });

  it('limits requests per address', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(body, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(body, '198.51.100.10')).statusCode).toBe(201);
  });
});
