import { API_PATHS, type TCheckoutCreateResponse } from '@crowdeck/core';
import type { TApp } from '../app';
import { callOk } from './deck-factories';

type TPaidPlan = 'pro-monthly' | 'pro-half-yearly';

/** Opens a checkout of `plan` for the account. */
export function createCheckout(
  app: TApp,
  token: string,
  plan: TPaidPlan = 'pro-monthly',
): Promise<TCheckoutCreateResponse> {
  return callOk<TCheckoutCreateResponse>(app, token, 'POST', API_PATHS.checkoutCreate, { plan });
}

/** The account buys `plan` through the sandbox provider: a checkout, paid. */
export async function buyInSandbox(app: TApp, token: string, plan?: TPaidPlan): Promise<void> {
  const { checkoutId } = await createCheckout(app, token, plan);
  await callOk(app, token, 'POST', `${API_PATHS.checkoutSandbox}${checkoutId}/`, {
    outcome: 'pay',
  });
}
