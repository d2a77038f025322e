import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { requestCheckout } from '../../api/billing';
import { useApplySubscription } from '../../api/use-billing';
import { CONFIRM_INTERVAL_MS, shouldPollCheckout } from './checkout-outcome';

/**
 * Confirms the checkout named by `?checkout_id=` (POST checkout/request), asking again a few times
 * while it is still open when `poll` is set, and stores the answer's subscription so the header
 * and account show the new plan.
 */
export function useCheckoutRequest({ poll }: { poll: boolean }) {
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout_id') ?? '';
  const apply = useApplySubscription();
  const queryClient = useQueryClient();
  const queryKey = ['checkout-request', checkoutId];
  const query = useQuery({
    queryKey,
    queryFn: () => requestCheckout(checkoutId),
    enabled: checkoutId !== '',
    staleTime: 0,
    refetchInterval: (current) =>
      poll && shouldPollCheckout(current.state.data?.status, current.state.dataUpdateCount)
        ? CONFIRM_INTERVAL_MS
        : false,
  });
  const appliedRef = useRef<string | null>(null);
  const status = query.data?.status;
  useEffect(() => {
    if (!query.data || appliedRef.current === status) return;
    appliedRef.current = status ?? null;
    apply(query.data.subscription);
  }, [query.data, status, apply]);

  const attempts = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { checkoutId, query, attempts };
}
