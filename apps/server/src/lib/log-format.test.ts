import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, createLoggerOptions } from './log-format';

/** Logs one line through a Fastify logger built from the options and returns what was written. */
async function logOnce(options: ReturnType<typeof createLoggerOptions>, destination: PassThrough) {
  const chunks: string[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const app = Fastify({ logger: options });
  app.log.info({ dataDir: '/srv/crowdeck' }, 'Crowdeck is up');
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('');
}

describe('log format', () => {
  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(null, true)).toBe('pretty');
    expect(chooseLogFormat(null, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes one readable line with the fields on a terminal', async () => {
    const destination = new PassThrough();
    const options = createLoggerOptions(
      { logLevel: 'info', logFormat: null },
      { isTTY: true, destination },
      { NO_COLOR: '1' },
    );
    const text = await logOnce(options, destination);
    expect(text).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Crowdeck is up \{"dataDir":"\/srv\/crowdeck"\}\n/,
    );
    expect(text).not.toMatch(/"pid"|"hostname"/);
  });

  it('colours the line on a terminal without NO_COLOR', async () => {
    const destination = new PassThrough();
    const options = createLoggerOptions(
      { logLevel: 'info', logFormat: null },
      { isTTY: true, destination },
      {},
    );
    // eslint-disable-next-line no-control-regex -- an ANSI colour escape
    expect(await logOnce(options, destination)).toMatch(/\u001b\[\d+m/);
  });

  it('writes JSON records when stdout is not a terminal', async () => {
    const destination = new PassThrough();
    const options = createLoggerOptions(
      { logLevel: 'info', logFormat: null },
      { isTTY: false, destination },
    );
    const record = JSON.parse((await logOnce(options, destination)).split('\n')[0]!);
    expect(record).toMatchObject({ level: 30, msg: 'Crowdeck is up', dataDir: '/srv/crowdeck' });
  });

  it('keeps JSON on a terminal with LOG_FORMAT=json', async () => {
    const destination = new PassThrough();
    const options = createLoggerOptions(
      { logLevel: 'info', logFormat: 'json' },
      { isTTY: true, destination },
    );
    expect(JSON.parse((await logOnce(options, destination)).split('\n')[0]!)).toMatchObject({
      msg: 'Crowdeck is up',
    });
  });
});
