import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/toasts';
import { useTranslation } from '../../i18n/i18n';
import type { TPaidPlanId } from '@crowdeck/core';
import {
  CHECKOUT_PARAM,
  getPlanAction,
  parseCheckoutParam,
  type TPricingViewer,
} from './pricing-logic';

interface TContinueOptions {
  viewer: TPricingViewer;
  /** False until the viewer's plan is known (the subscription is still loading). */
  isReady: boolean;
  start: (plan: TPaidPlanId) => void;
}

/**
 * Continues into the checkout named by `/pricing?checkout=<plan>` once (after sign-up or sign-in),
 * then drops the parameter so going back does not start it again. Answers the plan named.
 */
export function useContinueCheckout({ viewer, isReady, start }: TContinueOptions) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const plan = parseCheckoutParam(params.get(CHECKOUT_PARAM));
  const startedRef = useRef(false);
  const action = plan ? getPlanAction(plan, viewer) : null;

  useEffect(() => {
    if (!plan || !viewer.signedIn || !isReady || startedRef.current) return;
    startedRef.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (action === 'checkout' || action === 'resubscribe' || action === 'switch') start(plan);
    else toast.info(t('pricing.alreadyOnPlan'));
  }, [plan, viewer.signedIn, isReady, action, start, setParams, t]);

  return plan;
}
