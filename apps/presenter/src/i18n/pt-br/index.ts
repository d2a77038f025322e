import { ptBRSharing } from './sharing';
import type { TMessages } from '@crowdeck/web';
import { ptBREmbed } from './embed';
import { ptBRPrivacy } from './privacy';
import { ptBRAudit } from './audit';
import { ptBRTemplates } from './templates';
import { ptBRBranding, ptBRBrandingValidation } from './branding';
import { ptBRShell } from './shell';
import { ptBRIntegrations } from './integrations';
import { ptBRIntegrationsZoom } from './integrations-zoom';
import { ptBRIntegrationsGoogleSlides } from './integrations-google-slides';
import { ptBrIntegrationsM365 } from './integrations-m365';
/** Contact-form validation texts (core's VALIDATION_MESSAGES win on a shared code), then checkout and Pro texts. */
import billing from './billing.json';
import { ptBRControl } from './control';
import { ptBREditor } from './editor';
import { ptBRImport } from './import';
import { ptBRPresent } from './present';
import { ptBRRefusals } from './refusals';
import { ptBrSso } from './sso';
import { ptBRReports } from './reports';
import { ptBRRoom } from './room';
import { ptBROrganisation } from './organisation';
import { ptBRScreens } from './screens';

/** The presenter app in Brazilian Portuguese: the same flat keys as the English catalogue. */
export const ptBR: TMessages = {
  ...billing.validation,
  ...ptBRBrandingValidation,
  ...ptBRShell,
  ...ptBRScreens,
  ...ptBREditor,
  ...ptBRImport,
  ...ptBRPresent,
  ...ptBRRoom,
  ...ptBRControl,
  ...ptBRReports,
  ...billing.checkout,
  ...ptBRRefusals,
  ...ptBROrganisation,
  ...ptBrSso,
  ...ptBRBranding,
  ...ptBRIntegrations,
  ...ptBRIntegrationsZoom,
  ...ptBRIntegrationsGoogleSlides,
  ...ptBrIntegrationsM365,
  ...ptBREmbed,
  ...ptBRPrivacy,
  ...ptBRAudit,
  ...ptBRTemplates,
  ...ptBRSharing,
};
