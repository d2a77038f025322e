import { useTranslation } from '../../i18n/i18n';
import { AVAILABLE_INTEGRATIONS } from '@crowdeck/core';

/** Integrations every plan has now (PowerPoint and PDF import, the add-in, the live embed). */
export function AvailableList() {
  const { t } = useTranslation();
  return (
    <section className="card coming-soon available" aria-labelledby="available-title">
      <h2 id="available-title" className="coming-soon__title">
        {t('pricing.availableTitle')}
      </h2>
      <p className="coming-soon__body">{t('pricing.availableBody')}</p>
      <ul className="coming-soon__list available__list">
        {AVAILABLE_INTEGRATIONS.map((feature) => (
          <li key={feature}>
            <span aria-hidden="true">✓</span> {t(`integration.${feature}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
