import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppShell } from './app-shell';

interface TMessagePageProps {
  title: string;
  body: string;
  /** Next steps, first one styled as the main action. */
  links: { to: string; label: string }[];
  /** Small illustration above the title. */
  icon?: ReactNode;
}

/** A screen that explains one thing and offers next steps (placeholders, checkout, not found). */
export function MessagePage({ title, body, links, icon }: TMessagePageProps) {
  return (
    <AppShell>
      <section className="card message-card">
        {icon && (
          <div className="message-card__icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <h1 className="message-card__title">{title}</h1>
        <p className="message-card__body">{body}</p>
        <div className="message-card__actions">
          {links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={index === 0 ? 'button button--primary' : 'button button--secondary'}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </section>
    </AppShell>
  );
}
