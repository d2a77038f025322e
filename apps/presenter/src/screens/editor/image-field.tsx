import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { checkImageFile, IMAGE_MIME_TYPES, uploadImage } from '../../api/uploads';
import { describeError } from '../../i18n/error-message';
import { wordMessage } from '../../i18n/word-message';

interface TImageFieldProps {
  /** Visible heading; omitted in the compact (per-option) form. */
  label?: string;
  uploadLabel: string;
  removeLabel: string;
  imageUrl: string | null;
  /** Alternative text of the preview; "Slide image" unless told. */
  previewAlt?: string;
  onChange: (imageUrl: string | null) => void;
  compact?: boolean;
}

type TUploadState =
  { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'error'; message: string };

/** Upload, replace or remove an image, with progress and plain errors (too large, wrong type). */
export function ImageField({
  label,
  uploadLabel,
  removeLabel,
  imageUrl,
  previewAlt,
  onChange,
  compact,
}: TImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<TUploadState>({ kind: 'idle' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setState({
        kind: 'error',
        message: t(problem === 'tooLarge' ? 'editor.imageTooLarge' : 'editor.imageWrongType'),
      });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const result = await uploadImage(file, (fraction) =>
        setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      );
      onChange(result.url);
      setState({ kind: 'idle' });
    } catch (error) {
      const message = describeError(error);
      setState({
        kind: 'error',
        message: wordMessage(t, message),
      });
    }
  };

  const isUploading = state.kind === 'uploading';
  return (
    <div className={compact ? 'image-field image-field--compact' : 'image-field'}>
      {label && <p className="field__label">{label}</p>}
      {imageUrl && (
        <img
          className={compact ? 'image-field__mini' : 'image-field__preview'}
          src={imageUrl}
          alt={compact ? '' : (previewAlt ?? t('editor.imageAlt'))}
        />
      )}
      <div className="image-field__actions">
        <input
          id={inputId}
          type="file"
          className="visually-hidden image-field__input"
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-label={uploadLabel}
          aria-describedby={compact ? undefined : `${inputId}-hint`}
          disabled={isUploading}
          onChange={(event) => void onFile(event)}
        />
        <label
          htmlFor={inputId}
          className={
            compact ? 'icon-button icon-button--small' : 'button button--secondary button--small'
          }
          title={compact ? uploadLabel : undefined}
          aria-hidden="true"
        >
          {compact ? (
            <svg viewBox="0 0 24 24" width="16" height="16">
              <path
                d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
          ) : imageUrl ? (
            t('editor.replaceImage')
          ) : (
            t('editor.uploadImage')
          )}
        </label>
        {imageUrl && (
          <button
            type="button"
            className={
              compact
                ? 'icon-button icon-button--small icon-button--danger'
                : 'button button--ghost-danger button--small'
            }
            onClick={() => onChange(null)}
            aria-label={removeLabel}
            title={compact ? removeLabel : undefined}
          >
            {compact ? '×' : t('editor.removeImage')}
          </button>
        )}
      </div>
      {!compact && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {t('editor.imageHint')}
        </p>
      )}
      {isUploading && (
        <div className="image-field__progress" role="status">
          <progress max={100} value={state.percent} aria-label={uploadLabel} />
          <span>{t('editor.uploading', { percent: state.percent })}</span>
        </div>
      )}
      {state.kind === 'error' && (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
