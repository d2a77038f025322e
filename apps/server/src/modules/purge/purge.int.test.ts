import { API_PATHS } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations, remotePairings, sessions, ssoCodes, ssoLogins } from '../../db/schema';
import { expectRow } from '../../db/expect-row';
import { insertRow } from '../../db/queries';
import { hashToken } from '../../lib/tokens';
import { createDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { bearer, registerUser } from '../../test/test-app';
import { PURGE_INTERVAL_MS } from './index';

const clock = createManualClock();
const t = useLiveFixture({ presenter: false, deps: { clock } });

const at = (offsetMs: number) => new Date(clock.now() + offsetMs);
/** Still ahead when the job runs (the clock moves one interval first). */
const LATER = PURGE_INTERVAL_MS + 60_000;
let counter = 0;
const unique = (label: string) => `${label}-${(counter += 1)}`;

describe('the purge of expired rows, started with the server', () => {
  it('deletes expired sessions, pairings and single sign-on states and codes, and keeps live ones', async () => {
    const presenter = await registerUser(t.app);
    const userId = presenter.user.id;
    const deck = await createDeck(t.app, presenter.token);
    const [organisation] = await t.db.insert(organisations).values({ name: 'Acme' }).returning();
    const session = (expiresAt: Date, parentSessionId: string | null = null) =>
      insertRow(t.db, sessions, {
        userId,
        tokenHash: hashToken(unique('session')),
        expiresAt,
        parentSessionId,
      }).then((row) => row.id);
    const pairing = (values: { expiresAt: Date; sessionId: string; remoteSessionId?: string }) =>
      insertRow(t.db, remotePairings, {
        tokenHash: hashToken(unique('pairing')),
        presentationId: deck.id,
        createdAt: at(-60_000),
        usedAt: values.remoteSessionId ? at(-30_000) : null,
        ...values,
      }).then((row) => row.id);
    const login = (expiresAt: Date) =>
      insertRow(t.db, ssoLogins, {
        state: unique('state'),
        organisationId: expectRow(organisation).id,
        nonce: 'n',
        codeVerifier: null,
        next: null,
        browserHash: hashToken('browser'),
        expiresAt,
      }).then((row) => row.state);
    const code = (expiresAt: Date) =>
      insertRow(t.db, ssoCodes, {
        codeHash: hashToken(unique('code')),
        browserHash: hashToken('browser'),
        userId,
        next: null,
        expiresAt,
      }).then((row) => row.codeHash);

    // The presenter's own session is live; `maker` pairs phones.
    const maker = await session(at(60 * 60_000));
    // A phone whose remote session ran out: the session goes, then its pairing.
    const expiredRemote = await session(at(-1), maker);
    const expired = {
      session: await session(at(-1)),
      remote: expiredRemote,
      unusedPairing: await pairing({ expiresAt: at(-1), sessionId: maker }),
      usedPairing: await pairing({
        expiresAt: at(-60_000),
        sessionId: maker,
        remoteSessionId: expiredRemote,
      }),
      login: await login(at(-1)),
      code: await code(at(-1)),
    };
    const liveRemote = await session(at(24 * 60 * 60_000), maker);
    const live = {
      session: maker,
      remote: liveRemote,
      unusedPairing: await pairing({ expiresAt: at(LATER), sessionId: maker }),
      // Its code ran out long ago, but its phone is still paired: the control screen revokes it.
      usedPairing: await pairing({
        expiresAt: at(-60_000),
        sessionId: maker,
        remoteSessionId: liveRemote,
      }),
      login: await login(at(LATER)),
      code: await code(at(LATER)),
    };

    const exists = {
      session: async (id: string) =>
        (await t.db.select().from(sessions).where(eq(sessions.id, id))).length === 1,
      pairing: async (id: string) =>
        (await t.db.select().from(remotePairings).where(eq(remotePairings.id, id))).length === 1,
      login: async (state: string) =>
        (await t.db.select().from(ssoLogins).where(eq(ssoLogins.state, state))).length === 1,
      code: async (codeHash: string) =>
        (await t.db.select().from(ssoCodes).where(eq(ssoCodes.codeHash, codeHash))).length === 1,
    };
    /** Which of one set's six rows are still stored. */
    const stored = async (rows: typeof live) => [
      await exists.session(rows.session),
      await exists.session(rows.remote),
      await exists.pairing(rows.unusedPairing),
      await exists.pairing(rows.usedPairing),
      await exists.login(rows.login),
      await exists.code(rows.code),
    ];
    const snapshot = async () => ({ expired: await stored(expired), live: await stored(live) });

    // Nothing goes before the job's turn.
    clock.advance(PURGE_INTERVAL_MS - 1);
    await t.app.background.idle();
    expect(await snapshot()).toEqual({ expired: Array(6).fill(true), live: Array(6).fill(true) });

    clock.advance(1);
    await t.app.background.idle();
    expect(await snapshot()).toEqual({ expired: Array(6).fill(false), live: Array(6).fill(true) });
    // The presenter is still signed in.
    const profile = await t.app.inject({
      method: 'GET',
      url: API_PATHS.usersProfile,
      headers: bearer(presenter.token),
    });
    expect(profile.statusCode).toBe(200);
  });
});
