import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { PageLoader } from './page-loader';

/** What a retry needs of a query: whether it failed, and how to read it again. */
interface TRetryable {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Reads the query again. */
export function RetryButton(props: {
  query: Pick<TRetryable, 'refetch'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.className ?? 'button button--secondary'}
      onClick={() => void props.query.refetch()}
    >
      {props.children}
    </button>
  );
}

/** While a query loads, the inline loader; once it failed, why, and a button to try again. */
export function LoadStatus(props: { query: TRetryable; failure: string; retryLabel: string }) {
  if (props.query.isPending) return <PageLoader inline />;
  if (!props.query.isError) return null;
  return (
    <>
      <FormAlert message={props.failure} />
      <RetryButton query={props.query}>{props.retryLabel}</RetryButton>
    </>
  );
}
