import type { TBackgroundTasks } from '../../lib/background-tasks';
import { dateOf, type TClock, type TClockTimer } from '../../lib/clock';
import type { TOrganisationsRepository } from './organisations.repository';

/** How often expired invitations are dropped. */
export const INVITATION_PURGE_MS = 60 * 60_000;

/**
 * Drops invitations past their expiry every hour (and once at start), on the app's clock: an
 * expired link works nowhere, and its address need not be kept.
 */
export function startInvitationPurge(deps: {
  repo: Pick<TOrganisationsRepository, 'deleteExpiredInvitations'>;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}): { stop(): void } {
  let timer: TClockTimer | undefined;
  let stopped = false;
  const purge = () => {
    deps.background.run(deps.repo.deleteExpiredInvitations(dateOf(deps.clock)), {
      event: 'organisation.invitationPurge',
    });
    if (!stopped) timer = deps.clock.setTimeout(purge, INVITATION_PURGE_MS);
  };
  purge();
  return {
    stop() {
      stopped = true;
      deps.clock.clearTimeout(timer);
    },
  };
}
