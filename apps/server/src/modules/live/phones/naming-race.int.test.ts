import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { emit, joinOk } from '../../../test/live-clients';
import { useGatedLiveFixture } from '../../../test/live-fixture';
import { currentRunId } from '../../../test/runs';

/** A resumed participant naming itself loses cleanly to a join of the same moment. */
describe('live: naming a resumed participant at the same moment as a new join', () => {
  const { gate, live } = useGatedLiveFixture();

  it('answers name_taken with a suggestion and gives the place back', async () => {
    const deck = await live.deck(['poll']);
    const presenter = await live.presenter(deck.id);
    const online = () => live.playerCount(deck.id, presenter);
    const first = await live.phone();
    const { participantToken } = await joinOk(first, { code: deck.uniqueCode });
    first.close();

    // It comes back naming itself "Kim"; while its place is requested, another phone takes "kim".
    const again = await live.phone();
    gate.hold();
    const held = gate.waiting();
    const ack = emit(again, 'audience:join', {
      code: deck.uniqueCode,
      participantToken,
      name: 'Kim',
    });
    await held;
    await live.db.insert(participants).values({
      id: randomUUID(),
      presentationId: deck.id,
      runId: await currentRunId(live.db, deck.id),
      tokenHash: randomUUID(),
      name: 'kim',
      nameKey: 'kim',
    });
    gate.release();
    expect(await ack).toMatchObject({
      ok: false,
      error: { code: 'name_taken', suggestion: 'Kim 2' },
    });
    expect(await online()).toBe(0);
  });
});
