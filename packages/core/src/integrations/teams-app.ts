import { z } from 'zod';
import { ZIntegrationGrantedSchema } from './office-addin';

/** How the sign-in window hands its grant back: through Teams, or to the page that opened it. */
export const ZTeamsAuthViaSchema = z.enum(['teams', 'window']);
export type TTeamsAuthVia = z.infer<typeof ZTeamsAuthViaSchema>;

/** The grant the sign-in window hands to the side panel (never kept in the tab's config). */
export const ZTeamsAuthResultSchema = ZIntegrationGrantedSchema;
export type TTeamsAuthResult = z.infer<typeof ZTeamsAuthResultSchema>;

/** The window message a plain popup (outside Teams) posts to its opener, same origin only. */
export const TEAMS_AUTH_MESSAGE = 'crowdeck:teams-granted';
