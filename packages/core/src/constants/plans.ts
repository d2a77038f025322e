/** The plans a user can hold (the profile's `plan` field). */
export const PLAN_IDS = ['free', 'pro-monthly', 'pro-half-yearly', 'custom'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];

/** Display names of the plans, used in the server's messages and Stripe's checkout. */
export const PLAN_DISPLAY_NAMES: Record<TPlanId, string> = {
  free: 'Free',
  'pro-monthly': 'Pro Monthly',
  'pro-half-yearly': 'Pro Half-Yearly',
  custom: 'Custom',
};

/** Simultaneous online audience members per plan; `null` means agreed per contract. */
export const PLAN_AUDIENCE_LIMITS: Record<TPlanId, number | null> = {
  free: 35,
  'pro-monthly': 15_000,
  'pro-half-yearly': 15_000,
  custom: null,
};

/** Feature identifiers listed on the pricing page; screens translate them through their catalogue. */
export const PLAN_FEATURES = [
  'audience35',
  'unlimitedAudiences',
  'audience15000',
  'customLogo',
  'customFonts',
  'prioritySupport',
  'customOnboarding',
  'everythingInPro',
  'singleSignOn',
  'whiteLabel',
  'companyBranding',
] as const;
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

/** Billing period of a catalogue entry. */
export type TPlanTime = 'forever' | 'month' | 'half-year' | 'contact';

/** One entry of the plan catalogue, as the pricing screen shows it. */
export interface TPlanCatalogueEntry {
  type: TPlanId;
  name: string;
  /** Feature list shown on the pricing card. */
  data: readonly TPlanFeature[];
  /** Price in US dollars for the whole period; `null` when quoted on request. */
  price: number | null;
  /** Short line under the price (a catalogue key in the presenter). */
  note: 'noteFree' | 'noteMonthly' | 'noteHalfYearly' | 'noteCustom';
  time: TPlanTime;
}

const PRO_FEATURES: readonly TPlanFeature[] = [
  'audience15000',
  'customLogo',
  'customFonts',
  'prioritySupport',
  'customOnboarding',
];

/** The plan catalogue: source of the pricing page and of every plan limit. */
export const PLAN_CATALOGUE: readonly TPlanCatalogueEntry[] = [
  {
    type: 'free',
    name: PLAN_DISPLAY_NAMES.free,
    data: ['audience35', 'unlimitedAudiences'],
    price: 0,
    note: 'noteFree',
    time: 'forever',
  },
  {
    type: 'pro-monthly',
    name: PLAN_DISPLAY_NAMES['pro-monthly'],
    data: PRO_FEATURES,
    price: 19.99,
    note: 'noteMonthly',
    time: 'month',
  },
  {
    type: 'pro-half-yearly',
    name: PLAN_DISPLAY_NAMES['pro-half-yearly'],
    data: PRO_FEATURES,
    price: 89.94,
    note: 'noteHalfYearly',
    time: 'half-year',
  },
  {
    type: 'custom',
    name: PLAN_DISPLAY_NAMES.custom,
    data: ['everythingInPro', 'singleSignOn', 'whiteLabel', 'companyBranding'],
    price: null,
    note: 'noteCustom',
    time: 'contact',
  },
];

/**
 * Integrations the pricing screen lists as available: importing PowerPoint and PDF decks, the
 * PowerPoint add-in, the live embed other tools frame, and Microsoft 365 (Entra ID sign-in, the
 * Outlook add-in).
 */
export const AVAILABLE_INTEGRATIONS = [
  'importPowerPointPdf',
  'powerPointAddIn',
  'liveEmbed',
  'integrationMs365',
] as const;

/**
 * Features the pricing screen announces as coming soon: only what is not built. A feature moves
 * to AVAILABLE_INTEGRATIONS (or a plan's features) the day it ships.
 */
export const COMING_SOON_FEATURES = [
  'integrationGoogleSlides',
  'integrationZoom',
  'integrationTeams',
] as const;
