import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

interface TOutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function readMails(): Promise<TOutboxMail[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as TOutboxMail),
  );
  return mails;
}

/** Waits for the newest mail sent to `to` by the server's dev outbox and returns its first link. */
export async function waitForMailLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await readMails()).filter((m) => JSON.stringify(m.to).includes(to));
        const last = mails.at(-1);
        link = last?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { message: `a mail with a link to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
