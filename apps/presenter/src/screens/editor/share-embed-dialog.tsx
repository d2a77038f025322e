import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMBED_DEFAULT_SIZE, EMBED_VIEWS, type TEmbedToken, type TEmbedView } from '@crowdeck/core';
import { isolateText } from '@crowdeck/web';
import { deleteEmbedToken, getEmbedTokens, postEmbedToken } from '../../api/embed';
import { Modal } from '../../components/modal';
import { ChoiceField } from '../../components/choice-field';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/toasts';
import { describeError } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/i18n';
import { wordMessage } from '../../i18n/word-message';
import { InputField } from '../../components/input-field';
import { submitOnce, type TDeckDialogProps } from './deck-dialog';
import { useErrorToast } from '../../components/use-error-toast';

/** The iframe code a presenter pastes into a web page or another tool. */
export function embedCode(link: TEmbedToken, title: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const { width, height } = EMBED_DEFAULT_SIZE;
  return `<iframe src="${escape(link.url)}" width="${width}" height="${height}" title="${escape(title)}" style="border:0" allow="fullscreen"></iframe>`;
}

/**
 * Share / Embed: the presentation's live-embed links (read-only views other tools frame), each
 * with what it shows, its link and iframe code to copy, and a way to turn it off; and a new one.
 */
export function ShareEmbedDialog({ presentationId, title, onClose }: TDeckDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['embed-tokens', presentationId];
  const labelId = useId();
  const viewId = useId();
  const [label, setLabel] = useState('');
  const [view, setView] = useState<TEmbedView>('live');
  const list = useQuery({ queryKey: key, queryFn: () => getEmbedTokens(presentationId) });
  const onError = useErrorToast();
  const create = useMutation({
    mutationFn: () => postEmbedToken(presentationId, { label: label.trim(), view }),
    onSuccess: () => {
      setLabel('');
      toast.success(t('embed.share.created'));
      void client.invalidateQueries({ queryKey: key });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (tokenId: string) => deleteEmbedToken(presentationId, tokenId),
    onSuccess: () => {
      toast.success(t('embed.share.revoked'));
      void client.invalidateQueries({ queryKey: key });
    },
    onError,
  });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('embed.share.copied'));
    } catch {
      toast.error(t('embed.share.copyFailed'));
    }
  };
  const submit = submitOnce(create);
  const nameOf = (link: TEmbedToken) => link.label || t('embed.share.untitled');

  return (
    <Modal title={t('embed.share.title')} onClose={onClose} closeLabel={t('embed.share.close')}>
      <div className="share-embed">
        <p className="share-embed__intro">{t('embed.share.intro')}</p>
        <form className="share-embed__form" onSubmit={submit}>
          <InputField
            label={t('embed.share.label')}
            id={labelId}
            value={label}
            maxLength={200}
            placeholder={t('embed.share.labelPlaceholder')}
            onChange={(event) => setLabel(event.target.value)}
          />
          <ChoiceField
            label={t('embed.share.view')}
            id={viewId}
            choices={EMBED_VIEWS}
            value={view}
            choiceLabel={(v) => t(`embed.view.${v}`)}
            onChange={setView}
          />
          <button
            type="submit"
            className="button button--primary share-embed__create"
            disabled={create.isPending}
          >
            {create.isPending ? t('embed.share.creating') : t('embed.share.create')}
          </button>
        </form>

        <h3 className="share-embed__heading">{t('embed.share.listTitle')}</h3>
        {list.isPending ? (
          <PageLoader inline />
        ) : list.isError ? (
          <p className="share-embed__empty" role="alert">
            {wordMessage(t, describeError(list.error))}
          </p>
        ) : list.data.length === 0 ? (
          <p className="share-embed__empty">{t('embed.share.none')}</p>
        ) : (
          <ul className="share-embed__list">
            {list.data.map((link) => (
              <li key={link.id} className="share-embed__item">
                <p className="share-embed__name">
                  <strong dir="auto" id={`embed-link-${link.id}`}>
                    {nameOf(link)}
                  </strong>
                  <span className="share-embed__view"> · {t(`embed.view.${link.view}`)}</span>
                </p>
                <input
                  className="field__input share-embed__url"
                  readOnly
                  dir="ltr"
                  value={link.url}
                  aria-label={t('embed.share.linkLabel', { name: isolateText(nameOf(link)) })}
                  onFocus={(event) => event.target.select()}
                />
                <div className="share-embed__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-describedby={`embed-link-${link.id}`}
                    onClick={() => void copy(link.url)}
                  >
                    {t('embed.share.copyLink')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-describedby={`embed-link-${link.id}`}
                    onClick={() => void copy(embedCode(link, title))}
                  >
                    {t('embed.share.copyCode')}
                  </button>
                  <a
                    className="button button--secondary"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('embed.share.preview')}
                  </a>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t('embed.share.revokeLabel', { name: isolateText(nameOf(link)) })}
                    disabled={revoke.isPending && revoke.variables === link.id}
                    onClick={() => revoke.mutate(link.id)}
                  >
                    {t('embed.share.revoke')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="share-embed__hint">{t('embed.share.framing')}</p>
      </div>
    </Modal>
  );
}
