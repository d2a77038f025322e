import { useState, type ReactNode } from 'react';
import { DialogButton } from '@crowdeck/web';
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
      <DialogButton className="your-data-link" onOpen={() => setOpen(true)}>
        {t('data.open')}
      </DialogButton>
      {open ? (
        <LaterView fallback={null}>
          <YourDataDialog code={code} onClose={() => setOpen(false)} />
        </LaterView>
      ) : null}
    </>
  );
}
