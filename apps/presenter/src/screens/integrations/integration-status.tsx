import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
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

type TKey = Parameters<ReturnType<typeof useTranslation>['t']>[0];

/** An integration's card on the Integrations page: its status badge, its name, then the rest. */
export function IntegrationSection({
  id,
  status,
  name,
  children,
}: {
  id: string;
  status: TIntegrationStatus;
  name: TKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard id={id} label={t(name)} before={<IntegrationStatus status={status} />}>
      {children}
    </SectionCard>
  );
}

/** The steps of setting up or using an integration: numbered, or a list of choices. */
export function IntegrationSteps({
  steps,
  ordered = true,
}: {
  steps: readonly TKey[];
  ordered?: boolean;
}) {
  const { t } = useTranslation();
  const items = steps.map((step) => <li key={step}>{t(step)}</li>);
  return ordered ? (
    <ol className="integrations__steps">{items}</ol>
  ) : (
    <ul className="integrations__steps">{items}</ul>
  );
}
