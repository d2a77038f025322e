import { API_PATHS, RATE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { bearer, type TRegisteredUser } from '../../test/test-app';

const PER_INVITER = RATE_LIMITS.invitePerInviter.points;
const PER_ORGANISATION = RATE_LIMITS.invitePerOrganisation.points;
const PER_RECIPIENT = RATE_LIMITS.invitePerRecipient.points;

const clock = createManualClock();
const t = useLiveFixture({
  presenter: false,
  operator: true,
  env: { RATE_LIMIT_ENABLED: 'true' },
  deps: { clock },
});

/** An organisation on Custom with an owner and `admins` admins. */
async function organisation(admins = 0) {
  const roles = ['owner' as const, ...Array.from({ length: admins }, () => 'admin' as const)];
  const { members } = await t.organisation(roles, { plan: { plan: 'custom' } });
  return members;
}

const invite = (user: TRegisteredUser, email: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.organisationInvitations,
    headers: bearer(user.token),
    payload: { email, role: 'member' },
  });

let addresses = 0;
const stranger = () => `stranger-${++addresses}-${Date.now()}@example.com`;

/** Mails in the dev outbox to `emails`. */
async function mailsTo(emails: string[]) {
  return (await t.readOutbox()).filter((mail) => emails.includes(mail.to)).length;
}

/** The 429 of an invitation, with its Retry-After in seconds. */
function refusal(response: Awaited<ReturnType<typeof invite>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('invitation mail is limited', () => {
  it('per inviter per hour: a burst to strangers stops at the limit, and nothing is sent beyond', async () => {
    const [owner] = await organisation();
    const sent = Array.from({ length: PER_INVITER + 5 }, stranger);
    const answers = [];
    for (const email of sent) answers.push(await invite(owner!, email));
    expect(answers.slice(0, PER_INVITER).every((a) => a.statusCode === 201)).toBe(true);
    const retryAfter = refusal(answers[PER_INVITER]!);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(answers.slice(PER_INVITER).every((a) => a.statusCode === 429)).toBe(true);
    expect(await mailsTo(sent)).toBe(PER_INVITER);
    const pending = await t.app.inject({
      method: 'GET',
      url: API_PATHS.organisationInvitations,
      headers: bearer(owner!.token),
    });
    expect(pending.json().invitations).toHaveLength(PER_INVITER);

    // Once the hour has passed, the inviter may invite again.
    clock.advance(retryAfter * 1000 - 1000);
    expect((await invite(owner!, stranger())).statusCode).toBe(429);
    clock.advance(1000);
    expect((await invite(owner!, stranger())).statusCode).toBe(201);
  });

  it('per organisation per hour, all its admins together', async () => {
    const admins = await organisation(Math.ceil(PER_ORGANISATION / PER_INVITER));
    const sent: string[] = [];
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof invite>> | null = null;
    for (const admin of admins) {
      for (let i = 0; i < PER_INVITER && !refused; i++) {
        const email = stranger();
        sent.push(email);
        const answer = await invite(admin, email);
        if (answer.statusCode === 201) accepted += 1;
        else refused = answer;
      }
    }
    expect(accepted).toBe(PER_ORGANISATION);
    refusal(refused!);
    expect(await mailsTo(sent)).toBe(PER_ORGANISATION);
  });

  it('per recipient per day: revoking and inviting again does not fill one inbox', async () => {
    const [owner] = await organisation();
    const [other] = await organisation();
    const victim = stranger();
    for (let i = 0; i < PER_RECIPIENT; i++) {
      const sent = await invite(owner!, victim);
      expect(sent.statusCode).toBe(201);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `${API_PATHS.organisationInvitations}${sent.json().id}/`,
        headers: bearer(owner!.token),
      });
      expect(revoked.statusCode).toBe(200);
    }
    const retryAfter = refusal(await invite(owner!, victim));
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another organisation, too: the limit is the inbox's.
    refusal(await invite(other!, victim.toUpperCase()));
    expect(await mailsTo([victim])).toBe(PER_RECIPIENT);

    // The next day the address may be invited again.
    clock.advance(retryAfter * 1000);
    expect((await invite(other!, victim)).statusCode).toBe(201);
  });
});
