import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { isJoinCode, normaliseJoinCode } from '../lib/join-code';
import { navigate } from '../app/location';
import { preloadSession } from '../app/preload';
import { CardPage, TextField } from './card-page';

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
    <CardPage headline={t('join.title')} lead={t('join.lead')}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="code"
          label={t('join.codeLabel')}
          note="code"
          error={error}
          hint={t('join.codeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={code}
          onChange={(e) => {
            preloadSession();
            setCode(e.target.value);
            setError(null);
          }}
        />
        <button type="submit">{t('join.submit')}</button>
      </form>
    </CardPage>
  );
}
