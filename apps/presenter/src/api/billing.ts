import {
  API_PATHS,
  type TCheckoutCreateRequest,
  type TCheckoutCreateResponse,
  type TCheckoutRequestResponse,
  type TContactRequest,
  type TPaymentsStatus,
  type TSandboxCheckout,
  type TSandboxOutcome,
  type TSandboxOutcomeResponse,
  type TSubscription,
} from '@crowdeck/core';
import { api } from './client';

/** Query key of how this server takes payments. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;

/** How this server takes payments: stripe, sandbox or off (open to visitors). */
export const fetchPayments = () => api.get<TPaymentsStatus>(API_PATHS.checkoutPayments);

/** Query key of the signed-in user's subscription. */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

/** Starts a checkout for a paid plan; answers the provider's checkout page address. */
export const createCheckout = (body: TCheckoutCreateRequest) =>
  api.post<TCheckoutCreateResponse>(API_PATHS.checkoutCreate, body);

/** Confirms a checkout when the presenter returns from the provider. */
export const requestCheckout = (checkoutId: string) =>
  api.post<TCheckoutRequestResponse>(API_PATHS.checkoutRequest, { checkoutId });

/** The sandbox checkout's details (owner only). */
export const fetchSandboxCheckout = (checkoutId: string) =>
  api.get<TSandboxCheckout>(`${API_PATHS.checkoutSandbox}${encodeURIComponent(checkoutId)}/`);

/** Pays, cancels or declines a sandbox checkout; answers where the browser goes next. */
export const sendSandboxOutcome = (checkoutId: string, outcome: TSandboxOutcome) =>
  api.post<TSandboxOutcomeResponse>(
    `${API_PATHS.checkoutSandbox}${encodeURIComponent(checkoutId)}/`,
    { outcome },
  );

/** Sandbox test clock: ends the caller's sandbox period now and runs the expiry job. */
export const endSandboxPeriod = () => api.post<TSubscription>(API_PATHS.checkoutSandboxEndPeriod);

/** Sends a Custom-plan contact request (open to visitors). */
export const sendContactRequest = (body: TContactRequest) =>
  api.post<{ ok: true }>(API_PATHS.checkoutContact, body);

/** The signed-in user's subscription. */
export const fetchSubscription = () => api.get<TSubscription>(API_PATHS.usersSubscription);

/** Stops renewing: the plan stays until its period ends, then becomes Free. */
export const stopRenew = () => api.post<TSubscription>(API_PATHS.usersStopRenew);
