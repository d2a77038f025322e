import type { ReactNode } from 'react';

interface TInvitationCardProps {
  title: string;
  body: string;
  /** Buttons and notes under the text; the first button is the main action. */
  children: ReactNode;
}

/** The invitation page's one card: a heading, what it means, and what to do. */
export function InvitationCard({ title, body, children }: TInvitationCardProps) {
  return (
    <section className="card message-card" aria-labelledby="invitation-title">
      <h1 id="invitation-title" className="message-card__title">
        {title}
      </h1>
      <p className="message-card__body">{body}</p>
      <div className="message-card__actions">{children}</div>
    </section>
  );
}
