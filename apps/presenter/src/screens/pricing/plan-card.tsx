import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlanCatalogueEntry } from '@crowdeck/core';
import type { TPlanAction } from './pricing-logic';

/** One plan of the catalogue: name, price, note, features and what the viewer can do. */
export function PlanCard({ plan, action }: { plan: TPlanCatalogueEntry; action: TPlanAction }) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const isPro = plan.type === 'pro-monthly' || plan.type === 'pro-half-yearly';

  return (
    <article
      className={`card plan-card${isPro ? ' plan-card--featured' : ''}${action === 'current' ? ' plan-card--current' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="plan-card__header">
        <h3 id={titleId} className="plan-card__name">
          {t(`plan.name.${plan.type}`)}
        </h3>
        {action === 'current' && (
          <span className="badge badge--success">{t('pricing.currentPlan')}</span>
        )}
      </header>
      <p className="plan-card__price">
        {plan.price === null ? (
          <span className="plan-card__amount">{t('pricing.contact')}</span>
        ) : (
          <>
            <span className="plan-card__amount">{t('pricing.price', { price: plan.price })}</span>{' '}
            <span className="plan-card__per">{t(`pricing.per.${plan.time}`)}</span>
          </>
        )}
      </p>
      <p className="plan-card__note">{t(`pricing.${plan.note}`)}</p>
      <h4 className="visually-hidden">{t('pricing.includes')}</h4>
      <ul className="plan-card__features">
        {plan.data.map((feature) => (
          <li key={feature}>{t(`feature.${feature}`)}</li>
        ))}
      </ul>
      <div className="plan-card__action">
        {action === 'getStarted' && (
          <Link
            to="/register"
            className={`button button--block ${isPro ? 'button--primary' : 'button--secondary'}`}
          >
            {t('pricing.getStarted')}
          </Link>
        )}
        {action === 'current' && (
          <button type="button" className="button button--secondary button--block" disabled>
            {t('pricing.currentPlan')}
          </button>
        )}
        {(action === 'checkoutComing' || action === 'customComing') && (
          <>
            <button
              type="button"
              className="button button--primary button--block"
              disabled
              aria-describedby={noteId}
            >
              {action === 'checkoutComing' ? t('pricing.upgrade') : t('pricing.contactUs')}
            </button>
            <p id={noteId} className="plan-card__unavailable">
              {action === 'checkoutComing'
                ? t('pricing.checkoutComing')
                : t('pricing.customComing')}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
