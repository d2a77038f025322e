import { z } from 'zod';
import { PLAN_IDS } from '../constants/plans';
import { ZEmailSchema } from '../schemas/auth';
import { intInRange } from '../schemas/numbers';
import { multiLineText, singleLineText } from '../schemas/text';

/** Plans that are bought through a checkout (Custom is arranged by contact). */
export const PAID_PLAN_IDS = ['pro-monthly', 'pro-half-yearly'] as const;
export type TPaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Payment providers behind the one billing interface. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How this server takes payments: Stripe, the built-in sandbox (test mode, no money), or not at
 * all (production without Stripe and without the sandbox's opt-in).
 */
export const PAYMENTS_MODES = ['stripe', 'sandbox', 'off'] as const;
export type TPaymentsMode = (typeof PAYMENTS_MODES)[number];

/** GET /api/checkout/payments/ (open to visitors): whether plans can be bought here. */
export const ZPaymentsStatusSchema = z.object({ payments: z.enum(PAYMENTS_MODES) });
export type TPaymentsStatus = z.infer<typeof ZPaymentsStatusSchema>;

/**
 * Where a user's subscription stands: `free` (none), `active` (renews at the period's end),
 * `ending` (stop-renew asked: the plan stays until the period's end, then Free), `past_due`
 * (a renewal payment failed; the plan stays for a grace period).
 */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'ending', 'past_due'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The last payment's state. */
export const PAYMENT_STATES = ['none', 'paid', 'pending', 'failed'] as const;

/** GET /api/users/subscription/ (and the answer of stop-renew and checkout/request). */
export const ZSubscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** ISO date-times of the paid period; null on Free and Custom. */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Whether the plan renews at `currentPeriodEnd` (false after stop-renew). */
  renews: z.boolean(),
  paymentState: z.enum(PAYMENT_STATES),
  /** Simultaneous audience the plan admits now. */
  audienceLimit: z.number().int(),
  /** True when payments go through the built-in sandbox (no real money). */
  testMode: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

/** POST /api/checkout/create/: a plan to buy. */
export const ZCheckoutCreateRequestSchema = z.strictObject({
  plan: z.enum(PAID_PLAN_IDS, 'plan.invalid'),
});
export type TCheckoutCreateRequest = z.infer<typeof ZCheckoutCreateRequestSchema>;

/** Answer of POST /api/checkout/create/: open `url` (the provider's checkout page). */
export const ZCheckoutCreateResponseSchema = z.object({
  checkoutId: z.string(),
  url: z.string(),
});
export type TCheckoutCreateResponse = z.infer<typeof ZCheckoutCreateResponseSchema>;

/** Where a checkout stands. */
export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'declined', 'expired'] as const;
export type TCheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A checkout's id, as the request body or a path parameter carries it (never reaches SQL unchecked). */
export const ZCheckoutIdSchema = z
  .string('required')
  .min(1, 'required')
  .max(255, 'checkoutId.invalid')
  .regex(/^[\w-]+$/, 'checkoutId.invalid');

/** POST /api/checkout/request/: confirms a checkout when the presenter returns from it. */
export const ZCheckoutRequestRequestSchema = z.strictObject({ checkoutId: ZCheckoutIdSchema });

/** Answer of POST /api/checkout/request/. */
export const ZCheckoutRequestResponseSchema = z.object({
  checkoutId: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  status: z.enum(CHECKOUT_STATUSES),
  subscription: ZSubscriptionSchema,
});
export type TCheckoutRequestResponse = z.infer<typeof ZCheckoutRequestResponseSchema>;

/** GET /api/checkout/sandbox/<checkoutId>/: what the sandbox checkout page shows. */
export const ZSandboxCheckoutSchema = z.object({
  checkoutId: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  /** Price of one period in US dollars, from the plan catalogue. */
  price: z.number(),
  currency: z.literal('USD'),
  status: z.enum(CHECKOUT_STATUSES),
  email: z.string(),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckoutSchema>;

/** What the tester chooses on the sandbox checkout page. */
export const SANDBOX_OUTCOMES = ['pay', 'cancel', 'decline'] as const;
export type TSandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** POST /api/checkout/sandbox/<checkoutId>/. */
export const ZSandboxOutcomeRequestSchema = z.strictObject({
  outcome: z.enum(SANDBOX_OUTCOMES, 'outcome.invalid'),
});

/** Answer of the sandbox outcome: where the browser goes next (checkout-success or -error). */
export const ZSandboxOutcomeResponseSchema = z.object({ redirectUrl: z.string() });
export type TSandboxOutcomeResponse = z.infer<typeof ZSandboxOutcomeResponseSchema>;

/** POST /api/checkout/contact/: a Custom-plan contact request (open to visitors). */
export const ZContactRequestSchema = z.strictObject({
  name: singleLineText({ max: 100, tooLong: 'name.tooLong', required: 'name.tooShort' }),
  email: ZEmailSchema,
  company: singleLineText({ max: 200, tooLong: 'company.tooLong' }).optional(),
  audienceSize: intInRange(1, 10_000_000, 'audienceSize.range').optional(),
  message: multiLineText({ max: 2000, tooLong: 'message.tooLong', required: 'message.required' }),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;
