import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaidPlanId, TSubscription, TUser } from '@crowdeck/core';
import { PROFILE_QUERY_KEY } from '../auth/session';
import { useSignedInQuery } from '../auth/use-token';
import {
  createCheckout,
  endSandboxPeriod,
  fetchPayments,
  fetchSubscription,
  PAYMENTS_QUERY_KEY,
  stopRenew,
  SUBSCRIPTION_QUERY_KEY,
} from './billing';

/** The signed-in user's subscription; idle while signed out. */
export function useSubscription() {
  return useSignedInQuery(SUBSCRIPTION_QUERY_KEY, fetchSubscription);
}

/** How this server takes payments; it does not change while the server runs. */
export function usePayments() {
  return useQuery({ queryKey: PAYMENTS_QUERY_KEY, queryFn: fetchPayments, staleTime: Infinity });
}

/** Stores a fresh subscription answer and refreshes the profile, so every screen shows the plan. */
export function useApplySubscription() {
  const queryClient = useQueryClient();
  return (subscription: TSubscription) => {
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
    queryClient.setQueryData<TUser>(PROFILE_QUERY_KEY, (user) =>
      user ? { ...user, plan: subscription.plan } : user,
    );
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };
}

/**
 * Starts a checkout and sends the browser to the provider's page. `pendingPlan` stays set until
 * the page is left, so the button keeps its pending state while the next page loads.
 */
export function useStartCheckout() {
  const [redirectingTo, setRedirectingTo] = useState<TPaidPlanId | null>(null);
  const mutation = useMutation({
    mutationFn: (plan: TPaidPlanId) => createCheckout({ plan }),
    onSuccess: (answer, plan) => {
      setRedirectingTo(plan);
      window.location.assign(answer.url);
    },
  });
  const pendingPlan = mutation.isPending ? (mutation.variables ?? null) : redirectingTo;
  return { start: (plan: TPaidPlanId) => mutation.mutate(plan), pendingPlan, mutation };
}

/** A mutation answering the new subscription, which useApplySubscription stores. */
function useSubscriptionMutation(mutationFn: () => Promise<TSubscription>) {
  const apply = useApplySubscription();
  return useMutation({ mutationFn, onSuccess: apply });
}

/** Stops renewing the current plan. */
export const useStopRenew = () => useSubscriptionMutation(stopRenew);

/** Sandbox test clock: ends the current period now (sandbox subscriptions only). */
export const useEndSandboxPeriod = () => useSubscriptionMutation(endSandboxPeriod);
