import { useTranslation } from '../../i18n/i18n';
import { COMING_SOON_FEATURES } from '@crowdeck/core';
import { ComingSoonCard } from './coming-soon-card';

/** Features announced for later, listed under the plans (nothing when everything announced is built). */
export function ComingSoonList() {
  const { t } = useTranslation();
  if (COMING_SOON_FEATURES.length === 0) return null;
  return (
    <ComingSoonCard id="coming-soon" label={t('pricing.comingSoonTitle')}>
      <p className="coming-soon__body">{t('pricing.comingSoonBody')}</p>
      <ul className="coming-soon__list">
        {COMING_SOON_FEATURES.map((feature) => (
          <li key={feature}>{t(`comingSoon.${feature}`)}</li>
        ))}
      </ul>
    </ComingSoonCard>
  );
}
