import type { ReactNode } from 'react';
import { Logo } from './logo';

interface TAuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card (e.g. "New to Crowdeck? Create an account"). */
  footer?: ReactNode;
}

/** The centred card of the sign-in, sign-up and password screens. */
export function AuthLayout({ title, subtitle, children, footer }: TAuthLayoutProps) {
  return (
    <div className="auth-page">
      <header className="auth-page__logo">
        <Logo to="/" />
      </header>
      <main id="main" className="auth-card card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </main>
      {footer && <footer className="auth-page__footer">{footer}</footer>}
    </div>
  );
}
