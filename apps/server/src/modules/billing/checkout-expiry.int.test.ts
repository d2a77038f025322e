import { API_PATHS, type TCheckoutRequestResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema/index';
import { createCheckout } from '../../test/checkouts';
import { call, callOk } from '../../test/deck-factories';
import { createManualClock } from '../../test/manual-clock';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { BILLING_JOB_INTERVAL_MS } from './billing-job';
import { CHECKOUT_TTL_MS } from './billing.service';

/** Checkouts expire a day after they open, measured on a clock the test moves. */
describe('billing: a checkout left open expires', () => {
  let t: TTestApp;
  const clock = createManualClock();

  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
  });
  afterAll(() => t.close());

  const open = (token: string) => createCheckout(t.app, token);
  const request = (token: string, checkoutId: string) =>
    callOk<TCheckoutRequestResponse>(t.app, token, 'POST', API_PATHS.checkoutRequest, {
      checkoutId,
    });
  /** Pays the checkout in the sandbox. */
  const pay = (token: string, checkoutId: string) =>
    call(t.app, token, 'POST', `${API_PATHS.checkoutSandbox}${checkoutId}/`, { outcome: 'pay' });

  it('is still payable one millisecond before its end, and refused from its end on', async () => {
    const { token } = await registerUser(t.app);
    const early = await open(token);
    const late = await open(token);
    clock.advance(CHECKOUT_TTL_MS - 1);
    expect((await request(token, early.checkoutId)).status).toBe('open');
    const paid = await pay(token, early.checkoutId);
    expect(paid.statusCode).toBe(200);

    clock.advance(1);
    expect((await request(token, late.checkoutId)).status).toBe('expired');
    const refused = await pay(token, late.checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('expired') });
  });

  it('is closed by the scheduled job without anyone coming back to it', async () => {
    const { token } = await registerUser(t.app);
    const { checkoutId } = await open(token);
    const status = async () => {
      const [row] = await t.db
        .select({ status: checkouts.status })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return row?.status;
    };
    clock.advance(CHECKOUT_TTL_MS - 1);
    expect(await status()).toBe('open');
    // Each step lets the job's next turn fall due; a turn started meanwhile finishes in between.
    await expect
      .poll(async () => {
        clock.advance(BILLING_JOB_INTERVAL_MS);
        return status();
      })
      .toBe('expired');
  });
});
