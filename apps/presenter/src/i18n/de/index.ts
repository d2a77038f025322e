import { deSharing } from './sharing';
import type { TMessages } from '@crowdeck/web';
import { deEmbed } from './embed';
import { dePrivacy } from './privacy';
import { deAudit } from './audit';
import { deTemplates } from './templates';
import { deBranding, deBrandingValidation } from './branding';
import { deShell } from './shell';
import { deIntegrations } from './integrations';
import { deIntegrationsZoom } from './integrations-zoom';
import { deIntegrationsGoogleSlides } from './integrations-google-slides';
import { deIntegrationsM365 } from './integrations-m365';
/** Contact-form validation texts (core's VALIDATION_MESSAGES win on a shared code), then checkout and Pro texts. */
import billing from './billing.json';
import { deControl } from './control';
import { deEditor } from './editor';
import { deImport } from './import';
import { dePresent } from './present';
import { deRefusals } from './refusals';
import { deSso } from './sso';
import { deReports } from './reports';
import { deRoom } from './room';
import { deOrganisation } from './organisation';
import { deScreens } from './screens';

/** German catalogue of the presenter app: the same flat keys as en.ts, module by module. */
export const de: TMessages = {
  ...billing.validation,
  ...deBrandingValidation,
  ...deShell,
  ...deScreens,
  ...deEditor,
  ...deImport,
  ...dePresent,
  ...deRoom,
  ...deControl,
  ...deReports,
  ...billing.checkout,
  ...deRefusals,
  ...deOrganisation,
  ...deSso,
  ...deBranding,
  ...deIntegrations,
  ...deIntegrationsZoom,
  ...deIntegrationsGoogleSlides,
  ...deIntegrationsM365,
  ...deEmbed,
  ...dePrivacy,
  ...deAudit,
  ...deTemplates,
  ...deSharing,
};
