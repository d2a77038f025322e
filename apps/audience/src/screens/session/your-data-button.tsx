import { useState, type ReactNode } from 'react';
import { matchCodePath, usePath } from '../../app/location';
import { useTranslation } from '../../i18n';
import { normaliseJoinCode } from '../../lib/join-code';
import { LaterView, YourDataDialog } from './lazy-views';

/**
 * "Your data": opens what this session keeps of the phone's participant (nickname, answers,
 * questions) with a way to delete it, during the session and after it.
 */
export function YourDataButton(): ReactNode {
  const { t } = useTranslation();
  const code = normaliseJoinCode(matchCodePath(usePath()) ?? '');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="your-data-link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('data.open')}
      </button>
      {open ? (
        <LaterView fallback={null}>
          <YourDataDialog code={code} onClose={() => setOpen(false)} />
        </LaterView>
      ) : null}
    </>
  );
}
