import { ZApiErrorSchema, type TPaymentsMode } from '@crowdeck/core';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TRateLimits } from '../../lib/rate-limit';
import type { TBillingService } from './billing.service';
import type { TContactService } from './contact.service';
import type { TSandboxService } from './sandbox.service';

/** The error bodies a billing route can answer. */
export const BILLING_ERROR_RESPONSES = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
  502: ZApiErrorSchema,
  503: ZApiErrorSchema,
} as const;

/** What the billing routes need. */
export interface TBillingRouteDeps {
  billing: TBillingService;
  sandbox: TSandboxService;
  contact: TContactService;
  rateLimits: TRateLimits;
  authenticate: preHandlerAsyncHookHandler;
  /** How this server takes payments (the pricing page tells visitors when it does not). */
  payments: TPaymentsMode;
}
