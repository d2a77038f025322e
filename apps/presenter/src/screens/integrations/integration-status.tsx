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

/** A paragraph of an integration's text, or a notice (`notice`) such as the HTTPS requirement. */
export function IntegrationText({ text, notice = false }: { text: TKey; notice?: boolean }) {
  const { t } = useTranslation();
  return <p className={notice ? 'notice' : 'section-card__text'}>{t(text)}</p>;
}

/** An integration's file to download: its button, then what to do with it. */
export interface TIntegrationDownload {
  href: string;
  /** The name the file is saved under. */
  file: string;
  label: TKey;
  hint: TKey;
}

/**
 * An integration's card on the Integrations page: its status badge and its name, what it is,
 * its download, that it needs HTTPS, the rest (`children`), its screenshots, and its privacy note.
 */
export function IntegrationSection({
  id,
  status,
  name,
  about,
  download,
  https,
  shots,
  privacy,
  children,
}: {
  id: string;
  status: TIntegrationStatus;
  name: TKey;
  about: TKey;
  download?: TIntegrationDownload;
  https?: TKey;
  shots?: Parameters<typeof IntegrationShots>[0]['shots'];
  privacy?: TKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard id={id} label={t(name)} before={<IntegrationStatus status={status} />}>
      <IntegrationText text={about} />
      {download && (
        <>
          <p className="section-card__text">
            <a className="button button--primary" href={download.href} download={download.file}>
              {t(download.label)}
            </a>
          </p>
          <IntegrationText text={download.hint} />
        </>
      )}
      {https && <IntegrationText text={https} notice />}
      {children}
      {shots && <IntegrationShots shots={shots} />}
      {privacy && <IntegrationText text={privacy} />}
    </SectionCard>
  );
}

/**
 * The steps of setting up or using an integration under their heading (`level` 3, or 4 within a
 * part): numbered, or a list of choices.
 */
export function IntegrationSteps({
  heading,
  level = 3,
  steps,
  ordered = true,
}: {
  heading: TKey;
  level?: 3 | 4;
  steps: readonly TKey[];
  ordered?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = level === 4 ? 'h4' : 'h3';
  const items = steps.map((step) => <li key={step}>{t(step)}</li>);
  return (
    <>
      <Heading>{t(heading)}</Heading>
      {ordered ? (
        <ol className="integrations__steps">{items}</ol>
      ) : (
        <ul className="integrations__steps">{items}</ul>
      )}
    </>
  );
}
