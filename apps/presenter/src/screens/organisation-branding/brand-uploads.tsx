import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { uploadBrandFont } from '../../api/organisation-branding';
import { checkImageFile, IMAGE_MIME_TYPES, uploadImage } from '../../api/uploads';
import { useErrorMessage } from '../../i18n/use-error-message';

/** Runs one upload at a time and keeps its failure for the message under the field. */
function useUpload(upload: (file: File) => Promise<string>, onDone: (url: string) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await upload(file));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, onFile };
}

/** A file's upload button (busy while it runs), its Remove, and why the last upload failed. */
function UploadActions(props: {
  accept: string;
  busy: boolean;
  uploadLabel: string;
  removeLabel: string;
  failure: string | null;
  /** Removes the file there is; null when there is none. */
  onRemove: (() => void) | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="image-field__actions">
        <input
          id={id}
          className="visually-hidden image-field__input"
          type="file"
          accept={props.accept}
          onChange={props.onFile}
        />
        <label className="button button--secondary" htmlFor={id} aria-busy={props.busy}>
          {props.busy ? t('branding.uploading') : props.uploadLabel}
        </label>
        {props.onRemove && (
          <button type="button" className="button button--ghost" onClick={props.onRemove}>
            {props.removeLabel}
          </button>
        )}
      </div>
      {props.failure && (
        <p className="field__error" role="alert">
          {props.failure}
        </p>
      )}
    </>
  );
}

/** The theme's logo: upload a PNG, JPEG, WebP or GIF, see it, remove it. */
export function LogoUpload(props: { url: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useUpload(
    async (file) => (await uploadImage(file, () => undefined)).url,
    props.onChange,
  );
  const uploadFailure = useErrorMessage(upload.failure);
  const failure = refused ?? uploadFailure;
  return (
    <div className="field">
      <p className="field__label">{t('branding.theme.logo')}</p>
      {props.url ? (
        <img className="branding__logo" src={props.url} alt={t('branding.theme.logoAlt')} />
      ) : (
        <p className="field__hint">{t('branding.theme.logoNone')}</p>
      )}
      <UploadActions
        accept={IMAGE_MIME_TYPES.join(',')}
        busy={upload.busy}
        uploadLabel={t('branding.theme.logoUpload')}
        removeLabel={t('branding.theme.logoRemove')}
        failure={failure}
        onRemove={props.url ? () => props.onChange(null) : null}
        onFile={(event) => {
          const file = event.target.files?.[0];
          const problem = file ? checkImageFile(file) : null;
          setRefused(
            problem && t(problem === 'tooLarge' ? 'editor.imageTooLarge' : 'editor.imageWrongType'),
          );
          if (problem) event.target.value = '';
          else void upload.onFile(event);
        }}
      />
    </div>
  );
}

/** The theme's own font: a WOFF2 file the server checks; it is used before the chosen family. */
export function FontUpload(props: { url: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const upload = useUpload(
    async (file) => (await uploadBrandFont(file, () => undefined)).url,
    props.onChange,
  );
  const failure = useErrorMessage(upload.failure);
  return (
    <div className="field">
      <p className="field__hint">
        {props.url ? t('branding.theme.fontUploaded') : t('branding.theme.fontNone')}
      </p>
      <UploadActions
        accept=".woff2,font/woff2"
        busy={upload.busy}
        uploadLabel={t('branding.theme.fontUpload')}
        removeLabel={t('branding.theme.fontRemove')}
        failure={failure}
        onRemove={props.url ? () => props.onChange(null) : null}
        onFile={(event) => void upload.onFile(event)}
      />
    </div>
  );
}
