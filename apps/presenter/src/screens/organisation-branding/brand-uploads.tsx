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

/** The theme's logo: upload a PNG, JPEG, WebP or GIF, see it, remove it. */
export function LogoUpload(props: { url: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
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
      <div className="image-field__actions">
        <input
          id={id}
          className="visually-hidden image-field__input"
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            const problem = file ? checkImageFile(file) : null;
            setRefused(
              problem &&
                t(problem === 'tooLarge' ? 'editor.imageTooLarge' : 'editor.imageWrongType'),
            );
            if (problem) event.target.value = '';
            else void upload.onFile(event);
          }}
        />
        <label className="button button--secondary" htmlFor={id} aria-busy={upload.busy}>
          {upload.busy ? t('branding.uploading') : t('branding.theme.logoUpload')}
        </label>
        {props.url && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => props.onChange(null)}
          >
            {t('branding.theme.logoRemove')}
          </button>
        )}
      </div>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** The theme's own font: a WOFF2 file the server checks; it is used before the chosen family. */
export function FontUpload(props: { url: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
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
      <div className="image-field__actions">
        <input
          id={id}
          className="visually-hidden image-field__input"
          type="file"
          accept=".woff2,font/woff2"
          onChange={(event) => void upload.onFile(event)}
        />
        <label className="button button--secondary" htmlFor={id} aria-busy={upload.busy}>
          {upload.busy ? t('branding.uploading') : t('branding.theme.fontUpload')}
        </label>
        {props.url && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => props.onChange(null)}
          >
            {t('branding.theme.fontRemove')}
          </button>
        )}
      </div>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
