import { API_PATHS, type TRunStatus } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { callOk, createDeck } from '../../../test/deck-factories';
import { emit, joinOk, nextMessage } from '../../../test/live-clients';
import { registerWithAudienceLimit } from '../../../test/test-app';
import { useTwoNodes } from '../../../test/two-nodes';

/*
 * Two nodes in one process on one database and one Redis: a new run started on node A lets go of
 * the earlier run's phones on node B (their places in Redis are given back before A answers), so
 * newcomers joining through A right after find the room empty.
 */
describe('live on Redis: a new run gives back the places held on other nodes', () => {
  const nodes = useTwoNodes();

  it('lets newcomers on node A take the places the first run’s phones held on node B', async () => {
    const { a, urlA, urlB, phones } = nodes;
    const limit = 3;
    const owner = await registerWithAudienceLimit(a.app, a.db, limit);
    const deck = await createDeck(a.app, owner.token, ['poll', 'poll']);
    const code = deck.uniqueCode;
    const first = await phones(urlB, limit);
    for (const phone of first) await joinOk(phone, { code });
    const [extra] = await phones(urlA, 1);
    expect(await emit(extra!, 'audience:join', { code })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });

    const told = first.map((phone) => nextMessage(phone, 'ended'));

    await callOk<TRunStatus>(a.app, owner.token, 'POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'new',
    });
    // No waiting: node B gave the places back before node A answered.
    const second = await phones(urlA, limit);
    for (const phone of second) await joinOk(phone, { code });
    expect(await emit(extra!, 'audience:join', { code })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });
    await Promise.all(told);
  });
});
