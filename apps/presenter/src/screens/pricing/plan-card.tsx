import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import type { TPaidPlanId, TPlanCatalogueEntry } from '@crowdeck/core';
import { withNext } from '../../app/continue-path';
import { getCheckoutContinuePath, isPaidPlan, type TPlanAction } from './pricing-logic';

interface TPlanCardProps {
  plan: TPlanCatalogueEntry;
  action: TPlanAction;
  /** Starts the checkout of a paid plan. */
  onCheckout: (plan: TPaidPlanId) => void;
  /** Opens the Custom contact form. */
  onContact: () => void;
  /** True while this plan's checkout is being opened. */
  isPending: boolean;
  /** True while any checkout is being opened (the other buttons wait). */
  isBusy: boolean;
}

/** One plan of the catalogue: name, price, note, features and what the viewer can do. */
export function PlanCard({
  plan,
  action,
  onCheckout,
  onContact,
  isPending,
  isBusy,
}: TPlanCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPro = isPaidPlan(plan.type);
  const buttonClass = `button button--block ${isPro ? 'button--primary' : 'button--secondary'}`;

  return (
    <article
      className={`card plan-card${isPro ? ' plan-card--featured' : ''}${action === 'current' ? ' plan-card--current' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="plan-card__header">
        <h2 id={titleId} className="plan-card__name">
          {t(`plan.name.${plan.type}`)}
        </h2>
        {(action === 'current' || action === 'resubscribe') && (
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
      <h3 className="visually-hidden">{t('pricing.includes')}</h3>
      <ul className="plan-card__features">
        {plan.data.map((feature) => (
          <li key={feature}>{t(`feature.${feature}`)}</li>
        ))}
      </ul>
      <div className="plan-card__action">
        {action === 'getStarted' && (
          <Link to="/register" className={buttonClass}>
            {t('pricing.getStarted')}
          </Link>
        )}
        {action === 'registerToBuy' && isPaidPlan(plan.type) && (
          <Link
            to={withNext('/register', getCheckoutContinuePath(plan.type))}
            className={buttonClass}
            aria-label={t('pricing.choosePlanLabel', { plan: t(`plan.name.${plan.type}`) })}
          >
            {t('pricing.choosePlan')}
          </Link>
        )}
        {(action === 'checkout' || action === 'resubscribe' || action === 'switch') &&
          isPaidPlan(plan.type) && (
            <CheckoutButton
              plan={plan.type}
              label={t(`pricing.action.${action}`)}
              onCheckout={onCheckout}
              isPending={isPending}
              isBusy={isBusy}
            />
          )}
        {action === 'resubscribe' && (
          <p className="plan-card__unavailable">{t('pricing.endingNote')}</p>
        )}
        {action === 'switch' && <p className="plan-card__unavailable">{t('pricing.switchNote')}</p>}
        {action === 'current' && (
          <button type="button" className="button button--secondary button--block" disabled>
            {t('pricing.currentPlan')}
          </button>
        )}
        {action === 'unavailable' && (
          <button type="button" className="button button--secondary button--block" disabled>
            {t('pricing.unavailable')}
          </button>
        )}
        {action === 'contact' && (
          <button type="button" className={buttonClass} onClick={onContact}>
            {t('pricing.contactUs')}
          </button>
        )}
      </div>
    </article>
  );
}

interface TCheckoutButtonProps {
  plan: TPaidPlanId;
  label: string;
  onCheckout: (plan: TPaidPlanId) => void;
  isPending: boolean;
  isBusy: boolean;
}

function CheckoutButton({ plan, label, onCheckout, isPending, isBusy }: TCheckoutButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--primary button--block"
      onClick={() => onCheckout(plan)}
      disabled={isBusy}
      aria-busy={isPending || undefined}
      aria-label={isPending ? undefined : `${label}: ${t(`plan.name.${plan}`)}`}
    >
      {isPending && <span className="spinner spinner--small" aria-hidden="true" />}
      {isPending ? t('pricing.openingCheckout') : label}
    </button>
  );
}
