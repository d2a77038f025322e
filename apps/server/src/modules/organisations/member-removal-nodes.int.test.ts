import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createDeck } from '../../test/deck-factories';
import { emit } from '../../test/live-clients';
import { createManualClock } from '../../test/manual-clock';
import { bearer, registerUser } from '../../test/test-app';
import { waitFor } from '../../test/test-redis';
import { useTwoNodes } from '../../test/two-nodes';

const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';

/*
 * Two nodes in one process on one database and one Redis. Node B's clock stands still, so its
 * deck cache never expires by itself: only the cluster bus can tell it a member left.
 */
describe('a removed member on another node', () => {
  const nodes = useTwoNodes({ env: { OPERATOR_TOKEN }, depsB: { clock: createManualClock() } });

  const operator = (method: 'POST' | 'PUT', path: string, payload: object) =>
    nodes.a.app.inject({ method, url: path, headers: bearer(OPERATOR_TOKEN), payload });

  async function joinOnB(code: string) {
    const phone = await nodes.phone(nodes.urlB);
    const ack = await emit(phone, 'audience:join', { code });
    if (!ack.ok) phone.close();
    return ack;
  }

  it("has their decks on their own plan's limit on every node at once", async () => {
    const { a } = nodes;
    const id = (await operator('POST', API_PATHS.operatorOrganisations, { name: 'Acme' })).json()
      .id as string;
    await operator('PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, {
      plan: 'custom',
      audienceLimit: 1,
    });
    const [owner, member] = [await registerUser(a.app), await registerUser(a.app)];
    for (const [user, role] of [
      [owner, 'owner'],
      [member, 'member'],
    ] as const) {
      await operator('POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
        email: user.email,
        role,
      });
    }
    const deck = await createDeck(a.app, member.token, ['poll']);
    expect(await joinOnB(deck.uniqueCode)).toMatchObject({ ok: true });
    expect(await joinOnB(deck.uniqueCode)).toMatchObject({ ok: false, error: { limit: 1 } });

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.organisationMembers}${member.user.id}/`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    // Node B hears it through the bus (its own clock would keep the old deck for good).
    await waitFor('node B to admit a second phone', async () => {
      return (await joinOnB(deck.uniqueCode)).ok;
    });
  });
});
