import { esSharing } from './sharing';
import type { TMessages } from '@crowdeck/web';
import { esEmbed } from './embed';
import { esPrivacy } from './privacy';
import { esAudit } from './audit';
import { esTemplates } from './templates';
import { esBranding, esBrandingValidation } from './branding';
import { esShell } from './shell';
import { esIntegrations } from './integrations';
import { esIntegrationsZoom } from './integrations-zoom';
import { esIntegrationsGoogleSlides } from './integrations-google-slides';
import { esIntegrationsM365 } from './integrations-m365';
/** Contact-form validation texts (core's VALIDATION_MESSAGES win on a shared code), then checkout and Pro texts. */
import billing from './billing.json';
import { esControl } from './control';
import { esEditor } from './editor';
import { esImport } from './import';
import { esPresent } from './present';
import { esPricing } from './pricing';
import { esRefusals } from './refusals';
import { esSso } from './sso';
import { esReports } from './reports';
import { esRoom } from './room';
import { esOrganisation } from './organisation';
import { esScreens } from './screens';

/** The presenter app in Spanish (neutral Spanish for Spain and Latin America, addressed with tú). */
export const es: TMessages = {
  ...billing.validation,
  ...esBrandingValidation,
  ...esShell,
  ...esScreens,
  ...esPricing,
  ...esEditor,
  ...esImport,
  ...esPresent,
  ...esRoom,
  ...esControl,
  ...esReports,
  ...billing.checkout,
  ...esRefusals,
  ...esOrganisation,
  ...esSso,
  ...esBranding,
  ...esIntegrations,
  ...esIntegrationsZoom,
  ...esIntegrationsGoogleSlides,
  ...esIntegrationsM365,
  ...esEmbed,
  ...esPrivacy,
  ...esAudit,
  ...esTemplates,
  ...esSharing,
};
