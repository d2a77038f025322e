import { isolateText } from '@crowdeck/web';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatValue } from '../../lib/format-number';

/** File types the picker offers: PDF always, PowerPoint when this server reads it. */
const PDF_TYPES = ['.pdf', 'application/pdf'];
const PPTX_TYPES = [
  '.pptx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

/** A file's size in megabytes with one decimal (never "0 MB" for a small file). */
function megabytes(bytes: number): number {
  return Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/**
 * Where the file comes from: a button that opens the picker (keyboard and phones) and a zone that
 * takes a dropped file; the chosen file is named under it.
 */
export function ImportFileZone({
  file,
  acceptsPptx,
  onFile,
  describedBy,
}: {
  file: File | null;
  acceptsPptx: boolean;
  onFile: (file: File) => void;
  /** The id of the problem text, when the chosen file cannot be imported. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setIsOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div
      className={isOver ? 'import-zone import-zone--over' : 'import-zone'}
      onDragEnter={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={onDrop}
      data-testid="import-drop-zone"
    >
      <svg className="import-zone__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden>
        <path
          d="M12 16V4m0 0L7 9m5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="import-zone__title" id={hintId}>
        {t('import.dropTitle')}
      </p>
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={[...PDF_TYPES, ...(acceptsPptx ? PPTX_TYPES : [])].join(',')}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
        data-testid="import-file-input"
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => inputRef.current?.click()}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      >
        {file ? t('import.chooseAnother') : t('import.choose')}
      </button>
      {file && (
        <p className="import-zone__file" dir="auto">
          {t('import.chosen', {
            name: isolateText(file.name),
            size: formatValue(megabytes(file.size)),
          })}
        </p>
      )}
    </div>
  );
}
