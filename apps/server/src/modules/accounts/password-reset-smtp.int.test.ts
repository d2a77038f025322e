import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@crowdeck/core';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

const received: ParsedMail[] = [];
const waiters: Array<() => void> = [];
let smtp: SMTPServer;
let t: TTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PRESENTER_URL: 'http://localhost:5173' },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(to: string): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail for ${to} reached the SMTP server`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

it('mails a working reset link through a real SMTP server', async () => {
  const user = await registerUser(t.app);
  const forgot = await t.app.inject({
    method: 'POST',
    url: API_PATHS.usersForgotPassword,
    payload: { email: user.email },
  });
  expect(forgot.statusCode).toBe(200);

  const mail = await waitForMail(user.email);
  expect(mail.subject).toBe('Reset your Crowdeck password');
  expect(mail.from?.text).toContain('no-reply@localhost');
  expect(mail.html).toContain('href="http://localhost:5173/reset-password?token=');
  const link = new URL(
    mail.text?.match(/http:\/\/localhost:5173\/reset-password\?token=\S+/)?.[0] ?? '',
  );
  const token = link.searchParams.get('token') ?? '';

  const reset = await t.app.inject({
    method: 'POST',
    url: API_PATHS.usersResetPassword,
    payload: { token, password: 'mailed-and-reset-42' },
  });
  expect(reset.statusCode).toBe(200);

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: user.email, password },
    });
  expect((await login('mailed-and-reset-42')).statusCode).toBe(200);
  expect((await login(user.password)).statusCode).toBe(401);
});
