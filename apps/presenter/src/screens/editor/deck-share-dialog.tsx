import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeckShareRole, TDeckShares } from '@crowdeck/core';
import { isolateText } from '@crowdeck/web';
import { Link } from 'react-router';
import { fetchDeckShares, updateDeckShares } from '../../api/decks';
import { Modal } from '../../components/modal';
import { ChoiceSelect } from '../../components/choice-select';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/toasts';
import { describeError } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/i18n';
import { wordMessage } from '../../i18n/word-message';
import { submitOnce, type TDeckDialogProps } from './deck-dialog';
import { useErrorToast } from '../../components/use-error-toast';

type TChoice = TDeckShareRole | 'none';
const CHOICES: readonly TChoice[] = ['none', 'viewer', 'editor'];

/**
 * Share with colleagues: the deck shared with the whole organisation and/or single members, each
 * as viewer (present, duplicate, reports) or editor (edit too). Saved at once; a member set back
 * to "No access" loses the deck on their next step.
 */
export function DeckShareDialog({ presentationId, title, onClose }: TDeckDialogProps) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const client = useQueryClient();
  const key = ['deck-shares', presentationId];
  const organisationId = useId();
  const query = useQuery({ queryKey: key, queryFn: () => fetchDeckShares(presentationId) });
  // What the owner changed in this dialog, over what the server holds.
  const [organisationEdit, setOrganisation] = useState<TChoice | null>(null);
  const [memberEdits, setMembers] = useState<Record<string, TChoice>>({});
  const organisation = organisationEdit ?? query.data?.organisation ?? 'none';
  const roleOf = (userId: string): TChoice =>
    memberEdits[userId] ?? query.data?.members.find((m) => m.userId === userId)?.role ?? 'none';
  const firstControl = useRef<HTMLSelectElement>(null);
  const isLoaded = query.data !== undefined;
  useEffect(() => {
    // The dialog opened on its loader: once the list is drawn, focus goes to its first choice.
    if (isLoaded) firstControl.current?.focus();
  }, [isLoaded]);
  const save = useMutation({
    mutationFn: () =>
      updateDeckShares(presentationId, {
        organisation: organisation === 'none' ? null : organisation,
        members: (query.data?.members ?? []).flatMap(({ userId }) => {
          const role = roleOf(userId);
          return role === 'none' ? [] : [{ userId, role }];
        }),
      }),
    onSuccess: (data: TDeckShares) => {
      client.setQueryData(key, data);
      toast.success(t('share.saved'));
      onClose();
    },
    onError: showError,
  });
  const submit = submitOnce(save);
  const roleSelect = (
    value: TChoice,
    onChange: (next: TChoice) => void,
    props: object,
    ref?: Ref<HTMLSelectElement>,
  ) => (
    <ChoiceSelect
      {...props}
      ref={ref}
      className="field__input deck-share__role"
      choices={CHOICES}
      value={value}
      label={(choice) => t(`share.role.${choice}`)}
      onChange={onChange}
    />
  );
  const canSave = query.data?.canShare === true;

  return (
    <Modal
      title={t('share.title', { title: isolateText(title || t('decks.untitled')) })}
      onClose={onClose}
      closeLabel={t('share.cancel')}
      footer={
        canSave && (
          <button
            type="submit"
            form="deck-share-form"
            className="button button--primary"
            disabled={save.isPending}
          >
            {save.isPending ? t('share.saving') : t('share.save')}
          </button>
        )
      }
    >
      <div className="deck-share">
        {query.isPending ? (
          <PageLoader inline />
        ) : query.isError ? (
          <p role="alert">{wordMessage(t, describeError(query.error))}</p>
        ) : !query.data.canShare ? (
          <p className="deck-share__intro">
            {t('share.noOrganisation')}{' '}
            <Link to="/organisation">{t('share.organisationLink')}</Link>
          </p>
        ) : (
          <form id="deck-share-form" onSubmit={submit}>
            <p className="deck-share__intro">{t('share.intro')}</p>
            <div className="deck-share__row deck-share__row--organisation">
              <label htmlFor={organisationId} className="deck-share__who">
                {t('share.organisation')}
              </label>
              {roleSelect(organisation, setOrganisation, { id: organisationId }, firstControl)}
            </div>
            <h3 className="deck-share__heading">{t('share.members')}</h3>
            {query.data.members.length === 0 ? (
              <p className="deck-share__empty">{t('share.noMembers')}</p>
            ) : (
              <ul className="deck-share__list stack-list">
                {query.data.members.map((member) => (
                  <li key={member.userId} className="deck-share__row">
                    <span className="deck-share__who">
                      <span className="deck-share__avatar" aria-hidden="true">
                        {initialsOf(member.name)}
                      </span>
                      <span className="deck-share__name">
                        <strong dir="auto">{member.name}</strong>
                        <span className="deck-share__email" dir="ltr">
                          {member.email}
                        </span>
                      </span>
                    </span>
                    {roleSelect(
                      roleOf(member.userId),
                      (next) => setMembers((all) => ({ ...all, [member.userId]: next })),
                      { 'aria-label': t('share.roleFor', { name: isolateText(member.name) }) },
                    )}
                  </li>
                ))}
              </ul>
            )}
          </form>
        )}
      </div>
    </Modal>
  );
}

/** One or two letters for an avatar: the first letters of the first and last word of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
