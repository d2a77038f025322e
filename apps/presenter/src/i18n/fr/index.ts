import { frSharing } from './sharing';
import type { TMessages } from '@crowdeck/web';
import { frEmbed } from './embed';
import { frPrivacy } from './privacy';
import { frAudit } from './audit';
import { frTemplates } from './templates';
import { frBranding, frBrandingValidation } from './branding';
import { frShell } from './shell';
import { frIntegrations } from './integrations';
import { frIntegrationsZoom } from './integrations-zoom';
import { frIntegrationsGoogleSlides } from './integrations-google-slides';
import { frIntegrationsM365 } from './integrations-m365';
/** Contact-form validation texts (core's VALIDATION_MESSAGES win on a shared code), then checkout and Pro texts. */
import billing from './billing.json';
import { frControl } from './control';
import { frEditor } from './editor';
import { frImport } from './import';
import { frPresent } from './present';
import { frReports } from './reports';
import { frRefusals } from './refusals';
import { frSso } from './sso';
import { frRoom } from './room';
import { frOrganisation } from './organisation';
import { frScreens } from './screens';

/** The presenter app in French: every key of the English catalogue, module by module. */
export const fr: TMessages = {
  ...billing.validation,
  ...frBrandingValidation,
  ...frShell,
  ...frScreens,
  ...frEditor,
  ...frImport,
  ...frPresent,
  ...frRoom,
  ...frControl,
  ...frReports,
  ...billing.checkout,
  ...frRefusals,
  ...frOrganisation,
  ...frSso,
  ...frBranding,
  ...frIntegrations,
  ...frIntegrationsZoom,
  ...frIntegrationsGoogleSlides,
  ...frIntegrationsM365,
  ...frEmbed,
  ...frPrivacy,
  ...frAudit,
  ...frTemplates,
  ...frSharing,
};
