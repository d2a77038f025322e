import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TConfig } from '../config';

/** One mail to send: plain text plus HTML. */
export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A link worth logging in dev mode (the outbox logs it so a developer can click it). */
  devLink?: string;
}

/** Sends mail; SMTP in production, a dev outbox folder otherwise. */
export interface TMailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
  close(): void;
}

/** Folder where the dev outbox keeps each mail as JSON. */
export function getOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox in DATA_DIR/outbox with the link logged. */
export function createMailer(
  config: Pick<TConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: Pick<FastifyBaseLogger, 'info'>,
): TMailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const outboxDir = getOutboxDir(config.dataDir);
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, devLink }) {
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
      const record = { from: config.mailFrom, to, subject, text, html, messageId: info.messageId };
      await writeFile(file, JSON.stringify(record, null, 2));
      logger.info({ to, subject, file, link: devLink }, 'mail written to the dev outbox');
    },
    close: () => transport.close(),
  };
}
