import type { TMessages } from '@crowdeck/web';
import { esBranding, esBrandingValidation } from './branding';
import { esApp } from './app';
import { esBilling, esBillingValidation } from './billing';
import { esControl } from './control';
import { esEditor } from './editor';
import { esPresent } from './present';
import { esPricing } from './pricing';
import { esRefusals } from './refusals';
import { esReports } from './reports';
import { esRoom } from './room';
import { esScreens } from './screens';

/** The presenter app in Spanish (neutral Spanish for Spain and Latin America, addressed with tú). */
export const es: TMessages = {
  ...esBillingValidation,
  ...esBrandingValidation,
  ...esApp,
  ...esScreens,
  ...esPricing,
  ...esEditor,
  ...esPresent,
  ...esRoom,
  ...esControl,
  ...esReports,
  ...esBilling,
  ...esRefusals,
  ...esBranding,
};
