import type { TI18n } from '@crowdeck/web';
import { HostElsewhere } from './host-elsewhere';
import { ProgressLine } from './progress-line';

/** The messages the parts read, under the host's prefix (e.g. `teams.title`). */
type THostPartKey<THost extends string> =
  `${THost}.${'starting' | 'title' | 'outside.open' | 'outside.install'}`;

/**
 * The parts every page of an integration inside its host (Teams, Zoom) shows while it cannot
 * show its own: `host` names both the page's CSS block and the prefix of the messages read.
 */
export function createHostParts<THost extends string>(
  host: THost,
  i18n: TI18n<THostPartKey<THost>>,
) {
  const { useTranslation } = i18n;

  /** Waiting for the host (at most its connect timeout). */
  function Connecting() {
    const { t } = useTranslation();
    return <ProgressLine text={t(`${host}.starting`)} />;
  }

  /** Outside the host, or with nothing to show there: what the page is, and where to go. */
  function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
    const { t } = useTranslation();
    return (
      <HostElsewhere
        block={host}
        title={t(`${host}.title`)}
        text={text}
        appUrl={appUrl}
        openLabel={t(`${host}.outside.open`)}
        installLabel={t(`${host}.outside.install`)}
      />
    );
  }

  return { Connecting, Elsewhere };
}
