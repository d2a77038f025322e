import { arSharing } from './sharing';
import type { TMessages } from '@crowdeck/web';
import { arEmbed } from './embed';
import { arPrivacy } from './privacy';
import { arAudit } from './audit';
import { arTemplates } from './templates';
import { arBranding, arBrandingValidation } from './branding';
import { arShell } from './shell';
import { arIntegrations } from './integrations';
import { arIntegrationsZoom } from './integrations-zoom';
import { arIntegrationsGoogleSlides } from './integrations-google-slides';
import { arIntegrationsM365 } from './integrations-m365';
/** Contact-form validation texts (core's VALIDATION_MESSAGES win on a shared code), then checkout and Pro texts. */
import billing from './billing.json';
import { arControl } from './control';
import { arEditor } from './editor';
import { arImport } from './import';
import { arPresent } from './present';
import { arRefusals } from './refusals';
import { arSso } from './sso';
import { arReports } from './reports';
import { arRoom } from './room';
import { arOrganisation } from './organisation';
import { arScreens } from './screens';

/** The presenter app in Arabic (Modern Standard Arabic, right to left; plural forms by Intl.PluralRules('ar')). */
export const ar: TMessages = {
  ...billing.validation,
  ...arBrandingValidation,
  ...arShell,
  ...arScreens,
  ...arEditor,
  ...arImport,
  ...arPresent,
  ...arRoom,
  ...arControl,
  ...arReports,
  ...billing.checkout,
  ...arRefusals,
  ...arOrganisation,
  ...arSso,
  ...arBranding,
  ...arIntegrations,
  ...arIntegrationsZoom,
  ...arIntegrationsGoogleSlides,
  ...arIntegrationsM365,
  ...arEmbed,
  ...arPrivacy,
  ...arAudit,
  ...arTemplates,
  ...arSharing,
};
