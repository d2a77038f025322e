import { useTranslation } from '../../i18n/i18n';
import { COMING_SOON_FEATURES } from '@crowdeck/core';

/** Features announced for later, listed under the plans (nothing when everything announced is built). */
export function ComingSoonList() {
  const { t } = useTranslation();
  if (COMING_SOON_FEATURES.length === 0) return null;
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title" className="coming-soon__title">
        {t('pricing.comingSoonTitle')}
      </h2>
      <p className="coming-soon__body">{t('pricing.comingSoonBody')}</p>
      <ul className="coming-soon__list">
        {COMING_SOON_FEATURES.map((feature) => (
          <li key={feature}>{t(`comingSoon.${feature}`)}</li>
        ))}
      </ul>
    </section>
  );
}
