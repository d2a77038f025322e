import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TImportJob } from '@crowdeck/core';
import { useAppNavigate } from '../../app/navigate';
import { useTranslation } from '../../i18n/i18n';
import { ImportDialog } from '../import/import-dialog';
import { PRESENTATIONS_KEY } from './use-presentations';

/** "New from a file": a PDF or PowerPoint file becomes a new presentation, opened in the editor. */
export function NewFromFileButton() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);

  const onImported = (job: TImportJob) => {
    void queryClient.invalidateQueries({ queryKey: PRESENTATIONS_KEY });
    setIsOpen(false);
    if (job.presentationId) go('presentation', { id: job.presentationId });
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {t('import.openFromHome')}
      </button>
      {isOpen && (
        <ImportDialog target={null} onClose={() => setIsOpen(false)} onImported={onImported} />
      )}
    </>
  );
}
