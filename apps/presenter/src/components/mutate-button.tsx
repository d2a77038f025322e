import { ActionButton, type TActionButtonProps } from './action-button';

interface TMutateButtonProps<T> extends Omit<TActionButtonProps, 'disabled' | 'onClick' | 'value'> {
  /** What the button sends; it waits while a send is on its way. */
  mutation: { isPending: boolean; mutate: (value: T) => void };
  value: T;
}

/** An action button that sends one value through a mutation, unavailable while it is pending. */
export function MutateButton<T>({ mutation, value, ...rest }: TMutateButtonProps<T>) {
  return (
    <ActionButton disabled={mutation.isPending} onClick={() => mutation.mutate(value)} {...rest} />
  );
}
