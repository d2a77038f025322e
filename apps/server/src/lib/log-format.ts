import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { TConfig } from '../config';
import { LOG_PRIVACY_OPTIONS } from './log-redaction';

export type TLogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT when set; otherwise readable lines for a person at a terminal and JSON (one object
 * a line) for whatever else reads stdout: a container runtime, systemd, a log collector.
 */
export function chooseLogFormat(setting: TLogFormat | null, stdoutIsTerminal: boolean): TLogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** Where the logs go and what it is (process.stdout by default). */
export interface TLogOutput {
  isTTY?: boolean;
  /** Written to instead of stdout (tests). */
  destination?: Writable;
}

/**
 * Fastify's logger options: pino's JSON, or the same records through pino-pretty — one line
 * each (`[12:03:04] INFO: message {fields}`), coloured on a terminal unless NO_COLOR is set —
 * written synchronously in this thread (no transport worker to find at run time). Either way
 * without clients' addresses and with secrets, emails and participants' texts redacted.
 */
export function createLoggerOptions(
  config: Pick<TConfig, 'logLevel' | 'logFormat'>,
  output: TLogOutput = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<FastifyServerOptions['logger']> {
  const isTerminal = output.isTTY === true;
  if (chooseLogFormat(config.logFormat, isTerminal) === 'json') {
    return output.destination
      ? { level: config.logLevel, ...LOG_PRIVACY_OPTIONS, stream: output.destination }
      : { level: config.logLevel, ...LOG_PRIVACY_OPTIONS };
  }
  const stream = pinoPretty({
    colorize: isTerminal && !env.NO_COLOR,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
    ...(output.destination ? { destination: output.destination } : {}),
  });
  return { level: config.logLevel, ...LOG_PRIVACY_OPTIONS, stream };
}
