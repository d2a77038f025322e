import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { isJoinCode, normaliseJoinCode } from '../lib/join-code';
import { navigate } from '../app/location';
import { preloadSession } from '../app/preload';
import { BrandMark } from './brand-mark';

/** The join page: one field for the code, large enough for thumbs. */
export default function JoinScreen(): ReactNode {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseJoinCode(code);
    if (!isJoinCode(normalised)) {
      setError(t('join.invalidCode'));
      return;
    }
    navigate(`/${normalised}`);
  };

  return (
    <div className="page-center">
      <main className="card">
        <BrandMark />
        <h1>{t('join.title')}</h1>
        <p className="lead">{t('join.lead')}</p>
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor="code">{t('join.codeLabel')}</label>
          <input
            dir="auto"
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'code-error' : 'code-hint'}
            onChange={(e) => {
              preloadSession();
              setCode(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id="code-error" className="field-error" role="alert">
              {error}
            </p>
          ) : (
            <p id="code-hint" className="hint">
              {t('join.codeHint')}
            </p>
          )}
          <button type="submit">{t('join.submit')}</button>
        </form>
      </main>
    </div>
  );
}
