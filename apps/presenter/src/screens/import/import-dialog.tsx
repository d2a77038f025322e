import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TImportErrorCode, TImportFields, TImportJob } from '@crowdeck/core';
import { fetchImportCapabilities } from '../../api/imports';
import { Modal } from '../../components/modal';
import { checkImportFile, importFormatOf, isImportRunning } from '../../import/import-state';
import { useImport } from '../../import/use-import';
import { useTranslation } from '../../i18n/i18n';
import { ImportFileZone } from './import-file-zone';
import { ImportFormats } from './import-formats';
import { ImportProgress } from './import-progress';
import { useProblemText } from './use-problem-text';

/** Query key of what this server imports. */
export const IMPORT_CAPABILITIES_KEY = ['import-capabilities'] as const;

interface TImportDialogProps {
  /** The deck the slides go into, after `afterSlideId` (null: at the end); null: a new deck. */
  target: { presentationId: string; afterSlideId: string | null } | null;
  onClose: () => void;
  /** The job is done: its slides are in the deck (or the new deck exists). */
  onImported: (job: TImportJob) => void;
  /** Runs before the upload starts (the editor sends its unsaved edits first). */
  beforeStart?: () => Promise<void>;
}

/**
 * Imports a PDF or PowerPoint file: says what this server reads, takes a file (picker or drop),
 * shows the upload's and then the pages' progress, words every failure, and cancels in either
 * phase — as does closing it — leaving the deck as it was.
 */
export function ImportDialog({ target, onClose, onImported, beforeStart }: TImportDialogProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const problemId = useId();
  const hiddenHintId = useId();
  const capabilities = useQuery({
    queryKey: IMPORT_CAPABILITIES_KEY,
    queryFn: fetchImportCapabilities,
    staleTime: 60_000,
  });
  const { phase, runner } = useImport(onImported);
  const [file, setFile] = useState<File | null>(null);
  const [includeHidden, setIncludeHidden] = useState(false);
  const [localProblem, setLocalProblem] = useState<TImportErrorCode | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const running = isImportRunning(phase);

  // The button that now matters takes the focus (the one pressed may be gone).
  const step = phase.kind === 'choosing' && phase.wasCancelled ? 'cancelled' : phase.kind;
  useEffect(() => {
    if (step !== 'choosing') primaryRef.current?.focus();
  }, [step]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setLocalProblem(capabilities.data ? checkImportFile(chosen, capabilities.data) : null);
    runner.reset();
  };

  const submit = async () => {
    if (!file || !capabilities.data) return;
    const problem = checkImportFile(file, capabilities.data);
    setLocalProblem(problem);
    if (problem) return;
    const fields: TImportFields = {
      ...(target ? { presentationId: target.presentationId } : {}),
      ...(target?.afterSlideId ? { afterSlideId: target.afterSlideId } : {}),
      ...(importFormatOf(file.name) === 'pptx' ? { includeHidden: `${includeHidden}` } : {}),
    };
    setIsPreparing(true);
    // Edits not saved yet keep retrying on their own: the import need not wait for them.
    await beforeStart?.().catch(() => undefined);
    setIsPreparing(false);
    runner.start(file, fields);
  };

  const showHidden =
    capabilities.data?.formats.pptx.available === true &&
    (!file || importFormatOf(file.name) === 'pptx');
  const problem =
    phase.kind === 'failed' ? phase.problem : localProblem ? { code: localProblem } : null;

  const footer = running ? (
    <button
      ref={primaryRef}
      type="button"
      className="button button--secondary"
      onClick={() => runner.cancel()}
      disabled={phase.kind === 'cancelling'}
      aria-busy={phase.kind === 'cancelling' || undefined}
    >
      {t('import.cancelImport')}
    </button>
  ) : (
    <>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {phase.kind === 'failed' ? t('import.close') : t('import.cancel')}
      </button>
      {phase.kind !== 'done' && (
        <button
          ref={primaryRef}
          type="button"
          className="button button--primary"
          onClick={() => void submit()}
          disabled={!file || !capabilities.data || localProblem !== null || isPreparing}
          aria-busy={isPreparing || undefined}
        >
          {phase.kind === 'failed' ? t('import.tryAgain') : t('import.start')}
        </button>
      )}
    </>
  );

  return (
    <Modal
      title={target ? t('import.titleEditor') : t('import.titleNew')}
      onClose={onClose}
      footer={footer}
    >
      <div className="import-dialog">
        <p>{t('import.lead')}</p>
        <ImportFormats query={capabilities} />
        {running || phase.kind === 'done' ? (
          <ImportProgress phase={phase} fileName={file?.name ?? ''} />
        ) : (
          <>
            <ImportFileZone
              file={file}
              acceptsPptx={capabilities.data?.formats.pptx.available === true}
              onFile={choose}
              describedBy={problem ? problemId : undefined}
            />
            {showHidden && (
              <div className="field">
                <label className="room-qa__check">
                  <input
                    type="checkbox"
                    checked={includeHidden}
                    onChange={(event) => setIncludeHidden(event.target.checked)}
                    aria-describedby={hiddenHintId}
                  />
                  {t('import.includeHidden')}
                </label>
                <p id={hiddenHintId} className="field__hint">
                  {t('import.includeHiddenHint')}
                </p>
              </div>
            )}
          </>
        )}
        {phase.kind === 'done' && (
          <p className="notice notice--success" role="status">
            {t('import.done', { count: phase.job.slideIds.length })}
          </p>
        )}
        {phase.kind === 'choosing' && phase.wasCancelled && (
          <p className="notice" role="status">
            {t('import.cancelled')}
          </p>
        )}
        <div role="alert" id={problemId}>
          {problem && (
            <p className="notice notice--error import-dialog__problem">
              <strong>{t('import.failedTitle')}</strong> {problemText(problem, capabilities.data)}
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
