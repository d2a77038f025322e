import { describe, expect, it } from 'vitest';
import { buyInSandbox } from '../../test/checkouts';
import { createDeck } from '../../test/deck-factories';
import { emit, openPhone, type TClientSocket } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser } from '../../test/test-app';

describe('plans change the live audience limit', () => {
  const live = useLiveFixture({ presenter: false });

  const join = (phone: TClientSocket, code: string) => emit(phone, 'audience:join', { code });

  it('refuses the 36th phone on Free and admits it right after paying for Pro', async () => {
    const { token } = await registerUser(live.app);
    const deck = await createDeck(live.app, token, ['poll']);
    const phones = await Promise.all(Array.from({ length: 38 }, () => openPhone(live.url)));
    live.sockets.push(...phones);
    const [extra, later, ...first] = phones as [TClientSocket, TClientSocket, ...TClientSocket[]];
    for (const phone of first.slice(0, 35)) {
      expect(await join(phone, deck.uniqueCode)).toMatchObject({ ok: true });
    }
    // The refusal reads the deck (and its plan limit) into the live cache just now.
    expect(await join(extra, deck.uniqueCode)).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });

    await buyInSandbox(live.app, token);
    // Within the cache's 2 s freshness: the payment itself made the live module re-read the plan.
    expect(await join(extra, deck.uniqueCode)).toMatchObject({ ok: true });
    expect(await join(later, deck.uniqueCode)).toMatchObject({ ok: true });
  });
});
