import { useTranslation } from '../../i18n/i18n';

/** Where an integration stands: built and supported, usable but unfinished, or announced. */
export type TIntegrationStatus = 'available' | 'preview' | 'comingSoon';

const KEYS = {
  available: 'integrations.available',
  preview: 'integrations.preview',
  comingSoon: 'integrations.comingSoon',
} as const;

/** The status badge at the top of each integration's section. */
export function IntegrationStatus({ status }: { status: TIntegrationStatus }) {
  const { t } = useTranslation();
  return (
    <p
      className={`integrations__badge${status === 'comingSoon' ? ' integrations__badge--soon' : ''}`}
    >
      {t(KEYS[status])}
    </p>
  );
}

/** Screenshots of an integration's own screens (files under /integrations/screens/). */
export function IntegrationShots({
  shots,
}: {
  shots: readonly {
    file: string;
    caption: Parameters<ReturnType<typeof useTranslation>['t']>[0];
    width?: number;
    height?: number;
  }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="integrations__shots">
      {shots.map((shot) => (
        <figure key={shot.file} className="integrations__shot">
          <img
            src={`/integrations/screens/${shot.file}`}
            alt={t(shot.caption)}
            loading="lazy"
            width={shot.width ?? 400}
            height={shot.height ?? 300}
          />
          <figcaption>{t(shot.caption)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
