import { useTranslation } from '../../i18n/i18n';
import { AVAILABLE_INTEGRATIONS } from '@crowdeck/core';
import { ComingSoonCard } from './coming-soon-card';

/** Integrations every plan has now (PowerPoint and PDF import, the add-in, the live embed). */
export function AvailableList() {
  const { t } = useTranslation();
  return (
    <ComingSoonCard id="available" className="available" label={t('pricing.availableTitle')}>
      <p className="coming-soon__body">{t('pricing.availableBody')}</p>
      <ul className="coming-soon__list available__list">
        {AVAILABLE_INTEGRATIONS.map((feature) => (
          <li key={feature}>
            <span aria-hidden="true">✓</span> {t(`integration.${feature}`)}
          </li>
        ))}
      </ul>
    </ComingSoonCard>
  );
}
