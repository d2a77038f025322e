import { TEAMS_APP_PATHS } from '@crowdeck/core';

/**
 * Who may frame the Teams app's pages, as Microsoft documents it for Teams tabs ("Prerequisites"
 * of the tab requirements): Teams (`teams.microsoft.com`, `*.teams.microsoft.com`), the hosts
 * moving to `*.cloud.microsoft` (teams.cloud.microsoft), the Microsoft 365 app (`*.office.com`,
 * `*.microsoft365.com`) and Outlook (`outlook.office365.com`; `outlook.office.com` is under
 * `*.office.com`) where Teams tabs also run, and `*.skype.com` that Teams' older clients frame
 * from. Only the Teams pages carry this list; every other page keeps `frame-ancestors 'self'`.
 */
export const TEAMS_FRAME_HOSTS = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.cloud.microsoft',
  'https://*.office.com',
  'https://*.microsoft365.com',
  'https://outlook.office365.com',
  'https://*.skype.com',
] as const;

/** A page Teams frames (the pages of TEAMS_APP_PATHS, not the package download). */
export function isTeamsPagePath(pathname: string): boolean {
  return (
    pathname.startsWith(TEAMS_APP_PATHS.prefix) &&
    Object.values(TEAMS_APP_PATHS).some((known) => known === pathname) &&
    pathname.endsWith('.html')
  );
}
