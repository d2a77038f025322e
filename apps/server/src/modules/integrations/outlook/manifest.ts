import { OUTLOOK_ADDIN_PATHS } from '@crowdeck/core';
import { m365ManifestHead, type TM365ManifestInput } from '../m365-manifest';

/**
 * The Microsoft 365 app manifest schema this server writes: the newest release that
 * `@microsoft/app-manifest` ships and that has Office add-in extensions (1.17 and later); checked
 * by manifest.test.ts, which validates against it offline.
 */
export const OUTLOOK_MANIFEST_VERSION = '1.30';

/** The add-in's version as Outlook and the admin center show it (semver). */
export const OUTLOOK_APP_VERSION = '1.0.0';

/** The brand colour behind the colour icon. */
export const OUTLOOK_ACCENT_COLOR = '#5b3df5';

/** The icon files in the package, as the manifest names them. */
export const OUTLOOK_ICON_FILES = { color: 'color.png', outline: 'outline.png' } as const;

/** The Office requirement set the task pane needs: Mailbox 1.3 (body and location in compose). */
const MAILBOX = { name: 'Mailbox', minVersion: '1.3' } as const;

export type TOutlookManifestInput = TM365ManifestInput;

export type TOutlookManifest = ReturnType<typeof buildOutlookManifest>;

/**
 * The unified manifest (schema `OUTLOOK_MANIFEST_VERSION`) with one Outlook extension: a ribbon
 * button in the window of a meeting its organiser is writing (compose mode of an appointment)
 * that opens the task pane. Writing into the invitation needs `MailboxItem.ReadWrite.User`.
 */
export function buildOutlookManifest(input: TOutlookManifestInput) {
  const base = input.presenterUrl.replace(/\/+$/, '');
  const url = (path: string) => `${base}${path}`;
  const icons = [
    { size: 16, url: url(OUTLOOK_ADDIN_PATHS.icon16) },
    { size: 32, url: url(OUTLOOK_ADDIN_PATHS.icon32) },
    { size: 80, url: url(OUTLOOK_ADDIN_PATHS.icon80) },
  ];
  return {
    ...m365ManifestHead({
      manifestVersion: OUTLOOK_MANIFEST_VERSION,
      appVersion: OUTLOOK_APP_VERSION,
      id: input.id,
      base,
    }),
    name: { short: 'Crowdeck', full: 'Crowdeck for Outlook' },
    description: {
      short: 'Add a Crowdeck presentation’s join link and QR code to a meeting invitation.',
      full:
        'While you write a meeting invitation in Outlook, pick one of your Crowdeck ' +
        'presentations: the add-in writes its title, join link, join code and QR code into the ' +
        'invitation, so attendees can join the live polls, quizzes and Q&A from their phones.',
    },
    icons: { color: OUTLOOK_ICON_FILES.color, outline: OUTLOOK_ICON_FILES.outline },
    accentColor: OUTLOOK_ACCENT_COLOR,
    validDomains: [...new Set([new URL(base).host, new URL(input.audienceUrl).host])],
    authorization: {
      permissions: {
        resourceSpecific: [{ name: 'MailboxItem.ReadWrite.User', type: 'Delegated' }],
      },
    },
    extensions: [
      {
        requirements: { scopes: ['mail'], capabilities: [MAILBOX] },
        runtimes: [
          {
            requirements: { capabilities: [MAILBOX] },
            id: 'TaskPaneRuntime',
            type: 'general',
            code: { page: url(OUTLOOK_ADDIN_PATHS.taskpane) },
            lifetime: 'short',
            actions: [
              { id: 'OpenCrowdeckPane', type: 'openPage', pinnable: false, view: 'dashboard' },
            ],
          },
        ],
        ribbons: [
          {
            contexts: ['meetingDetailsOrganizer'],
            tabs: [
              {
                builtInTabId: 'TabDefault',
                groups: [
                  {
                    id: 'CrowdeckGroup',
                    label: 'Crowdeck',
                    icons,
                    controls: [
                      {
                        id: 'CrowdeckAddJoin',
                        type: 'button',
                        label: 'Add Crowdeck join',
                        icons,
                        supertip: {
                          title: 'Add Crowdeck join',
                          description:
                            'Add a presentation’s join link, code and QR code to this invitation.',
                        },
                        actionId: 'OpenCrowdeckPane',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
