import { PLAN_DISPLAY_NAMES, VALIDATION_MESSAGES } from '@crowdeck/core';
import { enBilling } from './en-billing';
import { enBranding } from './en-branding';
import { enEditor } from './en-editor';
import { enImport } from './en-import';
import { enPresent } from './en-present';
import { enReports } from './en-reports';
import { enControl } from './en-control';
import { enRoom } from './en-room';
import { enRefusals } from './en-refusals';
import { enOrganisation } from './en-organisation';
import { enScreens } from './en-screens';
import { enShell } from './en-shell';
import { enSso } from './en-sso';
import { enIntegrations } from './en-integrations';
import { enIntegrationsZoom } from './en-integrations-zoom';
import { enIntegrationsGoogleSlides } from './en-integrations-google-slides';
import { enIntegrationsM365 } from './en-integrations-m365';
import { enEmbed } from './en-embed';
import { enPrivacy } from './en-privacy';
import { enAudit } from './en-audit';
import { enTemplates } from './en-templates';
import { enSharing } from './en-sharing';

/** Validation texts keyed `validation.<code>`, seeded from core so server and client say the same. */
const validation = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([code, text]) => [`validation.${code}`, text]),
) as { [K in keyof typeof VALIDATION_MESSAGES as `validation.${K}`]: string };

const planNames = Object.fromEntries(
  Object.entries(PLAN_DISPLAY_NAMES).map(([plan, name]) => [`plan.name.${plan}`, name]),
) as { [K in keyof typeof PLAN_DISPLAY_NAMES as `plan.name.${K}`]: string };

/** English message catalogue: every text the presenter app shows. Keys are flat, dot-separated. */
export const en = {
  ...validation,
  'validation.password.mismatch': 'The passwords do not match.',
  ...planNames,

  ...enShell,

  ...enScreens,
  ...enEditor,
  ...enImport,
  ...enPresent,
  ...enRoom,
  ...enControl,
  ...enReports,
  ...enBilling,
  ...enRefusals,
  ...enOrganisation,
  ...enSso,
  ...enBranding,
  ...enIntegrations,
  ...enIntegrationsZoom,
  ...enIntegrationsGoogleSlides,
  ...enIntegrationsM365,
  ...enEmbed,
  ...enPrivacy,
  ...enAudit,
  ...enTemplates,
  ...enSharing,
};
