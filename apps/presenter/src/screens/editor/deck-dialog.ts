import type { FormEvent } from 'react';

/** What a dialog about one deck takes: the deck's id and title, and how to close it. */
export interface TDeckDialogProps {
  presentationId: string;
  title: string;
  onClose: () => void;
}

/** A form's submit handler that sends the mutation, once: not again while it is on its way. */
export function submitOnce(mutation: { isPending: boolean; mutate: (variables: void) => void }) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
}
