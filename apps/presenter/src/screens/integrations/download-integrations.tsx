import { GOOGLE_SLIDES_ADDON_PATHS, OFFICE_ADDIN_PATHS, TEAMS_APP_PATHS } from '@crowdeck/core';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';
import { IntegrationSection, IntegrationSteps, IntegrationText } from './integration-status';

/** The keys under `prefix.`, without it. */
type TKeyUnder<P extends string> = TPresenterKey extends infer K
  ? K extends `${P}.${infer R}`
    ? R
    : never
  : never;

/** The texts every download guide has under its prefix. */
type TStandardKey = 'name' | 'download' | 'downloadHint' | 'https' | 'privacy';

/** `P` when all the standard texts stand under it; a prefix that lacks one does not compile. */
type TGuidePrefix<P extends string> = [TStandardKey] extends [TKeyUnder<P>] ? P : never;

/**
 * A part of a guide, after its download: a heading with numbered steps (`'choices'` when they are
 * a list of ways), or a heading with a paragraph.
 */
type TGuidePart<P extends string> =
  | readonly [heading: TKeyUnder<P>, steps: readonly TKeyUnder<P>[], kind?: 'choices']
  | readonly [heading: TKeyUnder<P>, text: TKeyUnder<P>];

/**
 * An integration that is a file to download, its texts under one prefix (`name`, `download`,
 * `downloadHint`, `https`, `privacy`): its id, what it is, the file (where from, saved as), its
 * parts, and its screenshots.
 */
interface TDownloadGuide<P extends string> {
  id: string;
  /** The prefix of its texts, and the key of what it is. */
  texts: readonly [prefix: P & TGuidePrefix<P>, about: TKeyUnder<P>];
  download: readonly [href: string, file: string];
  parts: readonly TGuidePart<P>[];
  shots: readonly TGuideShot<P>[];
}

/** A screenshot of an integration's own screens: file, caption, and size where not 400 × 300. */
type TGuideShot<P extends string> = readonly [
  file: string,
  caption: TKeyUnder<P>,
  width?: number,
  height?: number,
];

const guide = <P extends string>(described: TDownloadGuide<P>) => described;

/** The PowerPoint add-in: the manifest, installing and deploying it, and using it. */
export const POWERPOINT = guide({
  id: 'powerpoint',
  texts: ['integrations.powerpoint', 'what'],
  download: [OFFICE_ADDIN_PATHS.manifest, 'crowdeck-powerpoint-manifest.xml'],
  parts: [
    ['installHeading', ['web', 'windows', 'mac'], 'choices'],
    ['adminHeading', 'admin'],
    ['useHeading', ['use1', 'use2', 'use3']],
  ],
  // The add-in's own screens, made in Chromium at add-in size (docs/integrations).
  shots: [
    ['addin-sign-in.png', 'shotSignIn'],
    ['dialog-pick.png', 'shotDialog'],
    ['addin-choose.png', 'shotChoose'],
  ],
});

/** The Microsoft Teams meeting app: the package, adding it to Teams, and using it in a meeting. */
export const TEAMS = guide({
  id: 'teams',
  texts: ['integrations.teams', 'what'],
  download: [TEAMS_APP_PATHS.package, 'crowdeck-teams-app.zip'],
  parts: [
    ['installHeading', ['sideload', 'admin'], 'choices'],
    ['useHeading', ['use1', 'use2', 'use3', 'use4']],
  ],
  // The Teams pages, made in Chromium at side-panel and stage size (docs/integrations).
  shots: [
    ['teams-panel.png', 'shotPanel', 288, 324],
    ['teams-stage.png', 'shotStage', 480, 270],
  ],
});

/** The Google Slides add-on: download, set up, share, use. */
export const GOOGLE_SLIDES = guide({
  id: 'google-slides',
  texts: ['integrations.googleSlides', 'about'],
  download: [GOOGLE_SLIDES_ADDON_PATHS.project, 'crowdeck-google-slides.zip'],
  parts: [
    ['setupHeading', ['setup1', 'setup2', 'setup3']],
    ['shareHeading', 'share'],
    ['useHeading', ['use1', 'use2', 'use3', 'use4']],
  ],
  // The sidebar (300 px, as Google shows it) and the connect page, made in Chromium by
  // e2e/specs/google-slides.spec.ts.
  shots: [
    ['google-slides-sidebar.png', 'shotSidebar', 300, 640],
    ['google-slides-connect.png', 'shotConnect', 800, 600],
  ],
});

/** An integration that is a file to download, in its card on the Integrations page. */
export function DownloadIntegration<P extends string>({ guide }: { guide: TDownloadGuide<P> }) {
  const [prefix, about] = guide.texts;
  const key = (under: TKeyUnder<P> | TStandardKey) => `${prefix}.${under}` as TPresenterKey;
  const [href, file] = guide.download;
  return (
    <IntegrationSection
      id={guide.id}
      status="available"
      name={key('name')}
      about={key(about)}
      download={{
        href,
        file,
        label: key('download'),
        hint: key('downloadHint'),
      }}
      https={key('https')}
      shots={guide.shots.map(([shot, caption, width, height]) => ({
        file: shot,
        caption: key(caption),
        width,
        height,
      }))}
      privacy={key('privacy')}
    >
      {guide.parts.map(([heading, body, kind]) =>
        typeof body === 'string' ? (
          <GuideText key={heading} heading={key(heading)} text={key(body)} />
        ) : (
          <IntegrationSteps
            key={heading}
            heading={key(heading)}
            ordered={kind !== 'choices'}
            steps={body.map(key)}
          />
        ),
      )}
    </IntegrationSection>
  );
}

function GuideText({ heading, text }: { heading: TPresenterKey; text: TPresenterKey }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t(heading)}</h3>
      <IntegrationText text={text} />
    </>
  );
}
