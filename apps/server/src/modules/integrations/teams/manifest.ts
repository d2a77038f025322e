import { TEAMS_APP_PATHS } from '@crowdeck/core';
import { m365ManifestHead, type TM365ManifestInput } from '../m365-manifest';

/**
 * The Teams app manifest schema this server writes: the newest release (not the developer preview)
 * that `@microsoft/app-manifest` ships, checked by manifest.test.ts, which validates against it.
 */
export const TEAMS_MANIFEST_VERSION = '1.30';

/** The app's version as Teams shows it (semver): raised when the manifest's shape changes. */
export const TEAMS_APP_VERSION = '1.0.0';

/** The brand colour behind the icon (favicon.svg). */
export const TEAMS_ACCENT_COLOR = '#5b3df5';

/** The icon files in the package, as the manifest names them. */
export const TEAMS_ICON_FILES = { color: 'color.png', outline: 'outline.png' } as const;

export type TTeamsManifestInput = TM365ManifestInput;

/** The manifest as JSON (the subset of the schema the app uses). */
export type TTeamsManifest = ReturnType<typeof buildTeamsManifest>;

/**
 * The Teams app manifest (schema `TEAMS_MANIFEST_VERSION`), every address on this server's public
 * one: a configurable tab for meetings (side panel, stage, the meeting chat) in group chats and
 * teams, whose configuration page picks the presentation, and a personal tab. Sharing to the
 * meeting stage needs the `MeetingStage.Write.Chat` resource-specific permission.
 */
export function buildTeamsManifest(input: TTeamsManifestInput) {
  const base = input.presenterUrl.replace(/\/+$/, '');
  const url = (path: string) => `${base}${path}`;
  const hosts = [new URL(base).host, new URL(input.audienceUrl).host];
  return {
    ...m365ManifestHead({
      manifestVersion: TEAMS_MANIFEST_VERSION,
      appVersion: TEAMS_APP_VERSION,
      id: input.id,
      base,
    }),
    name: { short: 'Crowdeck', full: 'Crowdeck live presentations' },
    description: {
      short: 'Run a Crowdeck presentation in your meeting: polls, quizzes and Q&A.',
      full:
        'Present a Crowdeck presentation in a Teams meeting. The presenter moves between slides, ' +
        'starts questions and shows results from the meeting side panel; the meeting stage shows ' +
        'the live join code and results, so everyone in the meeting can take part from their phone ' +
        'or computer.',
    },
    icons: { color: TEAMS_ICON_FILES.color, outline: TEAMS_ICON_FILES.outline },
    accentColor: TEAMS_ACCENT_COLOR,
    configurableTabs: [
      {
        configurationUrl: url(TEAMS_APP_PATHS.config),
        canUpdateConfiguration: true,
        scopes: ['groupChat', 'team'],
        context: ['meetingSidePanel', 'meetingStage', 'meetingChatTab', 'meetingDetailsTab'],
      },
    ],
    staticTabs: [
      {
        entityId: 'crowdeck',
        name: 'Crowdeck',
        contentUrl: url(TEAMS_APP_PATHS.personal),
        websiteUrl: base,
        scopes: ['personal'],
      },
    ],
    validDomains: [...new Set(hosts)],
    authorization: {
      permissions: { resourceSpecific: [{ name: 'MeetingStage.Write.Chat', type: 'Delegated' }] },
    },
  };
}
