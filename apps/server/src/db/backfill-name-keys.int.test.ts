import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOpaqueToken, hashToken } from '../lib/tokens';
import { createDeck } from '../test/deck-factories';
import { joinOk } from '../test/live-clients';
import { useLiveFixture } from '../test/live-fixture';
import { registerUser } from '../test/test-app';
import { currentRunId } from '../test/runs';
import { backfillNameKeys } from './backfill-name-keys';
import { participants } from './schema';

describe('backfill of nickname keys for participants from before they had one', () => {
  const t = useLiveFixture({ presenter: false });

  it('keys the earliest of each nickname, leaves later duplicates without, and runs again harmlessly', async () => {
    const { token } = await registerUser(t.app);
    const deck = await createDeck(t.app, token, ['quiz']);
    const runId = await currentRunId(t.db, deck.id);
    const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s));
    const row = (name: string, s: number) => ({
      id: randomUUID(),
      presentationId: deck.id,
      runId,
      tokenHash: randomUUID(),
      name,
      nameKey: null,
      createdAt: at(s),
    });
    await t.db.insert(participants).values([row('Zoë', 1), row('zoe', 2), row('Ann', 3)]);
    const keys = () =>
      t.db
        .select({ name: participants.name, nameKey: participants.nameKey })
        .from(participants)
        .where(eq(participants.presentationId, deck.id))
        .orderBy(asc(participants.createdAt));
    // Other tests may share the database: at least these two are filled.
    expect(await backfillNameKeys(t.db)).toBeGreaterThanOrEqual(2);
    const expected = [
      { name: 'Zoë', nameKey: 'zoe' },
      { name: 'zoe', nameKey: null },
      { name: 'Ann', nameKey: 'ann' },
    ];
    expect(await keys()).toEqual(expected);
    await backfillNameKeys(t.db);
    expect(await keys()).toEqual(expected);
  });

  it('keys a named participant without a key when it comes back', async () => {
    const { token } = await registerUser(t.app);
    const deck = await createDeck(t.app, token, ['quiz']);
    const participantToken = createOpaqueToken();
    const id = randomUUID();
    await t.db.insert(participants).values({
      id,
      presentationId: deck.id,
      runId: await currentRunId(t.db, deck.id),
      tokenHash: hashToken(participantToken),
      name: 'Éva',
      nameKey: null,
    });
    await joinOk(await t.phone(), { code: deck.uniqueCode, participantToken });
    const [row] = await t.db.select().from(participants).where(eq(participants.id, id));
    expect(row?.nameKey).toBe('eva');
  });
});
