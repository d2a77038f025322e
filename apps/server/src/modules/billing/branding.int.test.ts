import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { buyInSandbox } from '../../test/checkouts';
import { call, callOk, createDeck, getDeck } from '../../test/deck-factories';
import { joinOk } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser } from '../../test/test-app';

describe('Pro branding: fonts and logo', () => {
  const logoUrl = 'http://localhost:3000/uploads/logo_abc-123.png';

  const live = useLiveFixture({ presenter: false });

  const update = (token: string, deck: TPresentation, changes: Record<string, unknown>) =>
    call(live.app, token, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, changes);

  async function phoneState(code: string) {
    const phone = await live.phone();
    return (await joinOk(phone, { code })).state;
  }

  const buyPro = (token: string) => buyInSandbox(live.app, token);

  it('refuses a Pro font and a logo on Free with 403, allows open fonts and clearing', async () => {
    const { token } = await registerUser(live.app);
    const deck = await createDeck(live.app, token, ['poll']);
    for (const changes of [{ fontFamily: 'Poppins' }, { logoUrl }]) {
      const refused = await update(token, deck, changes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'plan.proRequired',
        message: expect.stringContaining('Upgrade to Pro'),
      });
    }
    expect((await update(token, deck, { fontFamily: 'Inter' })).statusCode).toBe(200);
    const cleared = await update(token, deck, { fontFamily: null, logoUrl: null });
    expect(cleared.json()).toMatchObject({ fontFamily: null, logoUrl: null });
  });

  it('allows them on Pro, shows them to phones, and hides them again after a fall back', async () => {
    const { token } = await registerUser(live.app);
    const deck = await createDeck(live.app, token, ['poll']);
    await buyPro(token);
    const foreign = await update(token, deck, { logoUrl: 'https://tracker.example/pixel.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.logoUrl.code).toBe('image.invalid');

    const saved = await update(token, deck, { fontFamily: 'Poppins', logoUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fontFamily: 'Poppins', logoUrl });
    const detail = await getDeck(live.app, token, deck.id);
    expect(detail).toMatchObject({ fontFamily: 'Poppins', logoUrl });
    expect(await phoneState(deck.uniqueCode)).toMatchObject({ fontFamily: 'Poppins', logoUrl });

    // Back to Free: the choices stay saved but phones no longer see them.
    const sub = await callOk<{ currentPeriodEnd: string }>(
      live.app,
      token,
      'POST',
      API_PATHS.usersStopRenew,
    );
    await live.app.billing.runJob(new Date(Date.parse(sub.currentPeriodEnd) + 1000));
    expect(await phoneState(deck.uniqueCode)).toMatchObject({ fontFamily: null, logoUrl: null });
    const kept = await getDeck(live.app, token, deck.id);
    expect(kept).toMatchObject({ fontFamily: 'Poppins', logoUrl });
  });
});
