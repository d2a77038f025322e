import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions } from './log-format';
import { redactUrl } from './log-redaction';

/** A Fastify app logging JSON into a buffer, and the records it wrote. */
function createLoggedApp(format: 'json' | 'pretty' = 'json') {
  const destination = new PassThrough();
  const chunks: string[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const app = Fastify({
    logger: createLoggerOptions({ logLevel: 'info', logFormat: format }, { destination }),
  });
  const output = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return chunks.join('');
  };
  return { app, output };
}

describe('log redaction', () => {
  it('logs requests without the client address and without tokens in the address', async () => {
    const { app, output } = createLoggedApp();
    app.get('/*', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/reset-password?token=s3cr3t-reset&next=/decks',
      remoteAddress: '203.0.113.77',
      headers: { authorization: 'Bearer s3cr3t-bearer', cookie: 'sid=s3cr3t-cookie' },
    });
    await app.inject({ url: '/api/embed/view/s3cr3t-view?slide=1', remoteAddress: '203.0.113.77' });
    await app.close();
    const text = await output();
    const records = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((record) => record.msg === 'incoming request')).toBe(true);
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('remoteAddress');
    expect(text).not.toMatch(/s3cr3t/);
    expect(text).toContain('/reset-password?token=[redacted]&next=[redacted]');
    expect(text).toContain('/api/embed/view/[redacted]?slide=[redacted]');
  });

  it('redacts emails, tokens, nicknames and participant texts in logged objects', async () => {
    const { app, output } = createLoggedApp();
    app.log.info(
      {
        to: 'ada@example.org',
        email: 'ada@example.org',
        token: 's3cr3t-token',
        participant: { nickname: 'Ada L.', id: 'p-1' },
        payload: { answer: { text: 'my private answer' }, raw: 'a word' },
        question: 'Why is the room so cold?',
        runId: 'run-1',
      },
      'something happened',
    );
    app.log.error({ err: Object.assign(new Error('kept message'), { code: 'E_KEPT' }) }, 'failed');
    await app.close();
    const text = await output();
    expect(text).not.toMatch(/ada@example|s3cr3t|Ada L\.|private answer|a word|room so cold/);
    expect(text).toContain('"runId":"run-1"');
    expect(text).toContain('"id":"p-1"');
    expect(text).toContain('kept message');
    expect(text).toContain('E_KEPT');
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('redacts the same way in the readable format', async () => {
    const { app, output } = createLoggedApp('pretty');
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ url: '/x?code=s3cr3t', remoteAddress: '198.51.100.4' });
    app.log.info({ nickname: 'Grace' }, 'joined');
    await app.close();
    const text = await output();
    expect(text).not.toMatch(/198\.51\.100\.4|s3cr3t|Grace/);
  });
});

describe('redactUrl', () => {
  it('hides capability path segments and every query value', () => {
    expect(redactUrl('/embed/abc123')).toBe('/embed/[redacted]');
    expect(redactUrl('/api/embed/qr/abc123/')).toBe('/api/embed/qr/[redacted]/');
    expect(redactUrl('/remote/abc123')).toBe('/remote/[redacted]');
    expect(redactUrl('/api/sso/callback/?code=c&state=s')).toBe(
      '/api/sso/callback/?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/presentations/')).toBe('/api/presentations/');
  });
});
