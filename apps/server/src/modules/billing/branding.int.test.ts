import { API_PATHS, type TCheckoutCreateResponse, type TPresentation } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../test/deck-factories';
import { closeAll, joinOk, listen, openPhone, type TClientSocket } from '../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

describe('Pro branding: fonts and logo', () => {
  let t: TTestApp;
  let url: string;
  const sockets: TClientSocket[] = [];
  const logoUrl = 'http://localhost:3000/uploads/logo_abc-123.png';

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  const update = (token: string, deck: TPresentation, changes: Record<string, unknown>) =>
    call(t.app, token, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, changes);

  async function phoneState(code: string) {
    const phone = await openPhone(url);
    sockets.push(phone);
    return (await joinOk(phone, { code })).state;
  }

  async function buyPro(token: string) {
    const { checkoutId } = await callOk<TCheckoutCreateResponse>(
      t.app,
      token,
      'POST',
      API_PATHS.checkoutCreate,
      { plan: 'pro-monthly' },
    );
    await callOk(t.app, token, 'POST', `${API_PATHS.checkoutSandbox}${checkoutId}/`, {
      outcome: 'pay',
    });
  }

  it('refuses a Pro font and a logo on Free with 403, allows open fonts and clearing', async () => {
    const { token } = await registerUser(t.app);
    const deck = await createDeck(t.app, token, ['poll']);
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
    const { token } = await registerUser(t.app);
    const deck = await createDeck(t.app, token, ['poll']);
    await buyPro(token);
    const foreign = await update(token, deck, { logoUrl: 'https://tracker.example/pixel.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.logoUrl.code).toBe('image.invalid');

    const saved = await update(token, deck, { fontFamily: 'Poppins', logoUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fontFamily: 'Poppins', logoUrl });
    const detail = await callOk<TPresentation>(
      t.app,
      token,
      'GET',
      `${API_PATHS.presentationDetail}${deck.id}/`,
    );
    expect(detail).toMatchObject({ fontFamily: 'Poppins', logoUrl });
    expect(await phoneState(deck.uniqueCode)).toMatchObject({ fontFamily: 'Poppins', logoUrl });

    // Back to Free: the choices stay saved but phones no longer see them.
    const sub = await callOk<{ currentPeriodEnd: string }>(
      t.app,
      token,
      'POST',
      API_PATHS.usersStopRenew,
    );
    await t.app.billing.runJob(new Date(Date.parse(sub.currentPeriodEnd) + 1000));
    expect(await phoneState(deck.uniqueCode)).toMatchObject({ fontFamily: null, logoUrl: null });
    const kept = await callOk<TPresentation>(
      t.app,
      token,
      'GET',
      `${API_PATHS.presentationDetail}${deck.id}/`,
    );
    expect(kept).toMatchObject({ fontFamily: 'Poppins', logoUrl });
  });
});
