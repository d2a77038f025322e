import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPresentationListResponse, TPresentationSummary } from '@crowdeck/core';
import { ConfirmModal } from '../../components/confirm-modal';
import { useErrorMessage } from '../../i18n/use-error-message';
import { PresentationRow } from './presentation-row';
import { RenameModal } from './rename-modal';
import { DeckShareDialog } from '../editor/deck-share-dialog';
import type { usePresentationMutations } from './use-presentations';
import { useErrorToast } from '../../components/use-error-toast';
import { RetryButton } from '../../components/load-status';
import { EmptyState } from '../../components/titled-section';

interface TPresentationListProps {
  query: UseQueryResult<TPresentationListResponse>;
  mutations: ReturnType<typeof usePresentationMutations>;
  createButton: ReactNode;
}

type TDialog = { kind: 'rename' | 'delete' | 'share'; deck: TPresentationSummary } | null;

/** The list with its loading, error and empty states, and the rename and delete dialogs. */
export function PresentationList({ query, mutations, createButton }: TPresentationListProps) {
  const { t } = useTranslation();
  const loadError = useErrorMessage(query.error);
  const [dialog, setDialog] = useState<TDialog>(null);

  const toastError = useErrorToast();

  if (query.isPending) {
    return (
      <div className="deck-list" aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className="card deck-row deck-row--skeleton" aria-hidden="true">
            <span className="skeleton skeleton--thumb" />
            <span className="skeleton skeleton--line" />
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <strong>{t('decks.loadError')}</strong> {loadError}
        </p>
        <RetryButton query={query} className="button button--secondary button--small">
          {t('decks.retry')}
        </RetryButton>
      </div>
    );
  }

  const decks = query.data.presentations;
  if (decks.length === 0) {
    return (
      <EmptyState id="empty" label={t('decks.emptyTitle')}>
        <p className="empty-state__body">{t('decks.emptyBody')}</p>
        {createButton}
      </EmptyState>
    );
  }

  const own = decks.filter((deck) => (deck.access ?? 'owner') === 'owner');
  const shared = decks.filter((deck) => (deck.access ?? 'owner') !== 'owner');
  const rows = (list: TPresentationSummary[]) =>
    list.map((deck) => (
      <PresentationRow
        key={deck.id}
        deck={deck}
        onShare={() => setDialog({ kind: 'share', deck })}
        onRename={() => setDialog({ kind: 'rename', deck })}
        onDelete={() => setDialog({ kind: 'delete', deck })}
        onDuplicate={() =>
          mutations.duplicate.mutate(deck.id, {
            onSuccess: () => toast.success(t('decks.duplicated')),
            onError: toastError,
          })
        }
        isDuplicating={mutations.duplicate.isPending && mutations.duplicate.variables === deck.id}
      />
    ));

  return (
    <>
      {own.length > 0 && (
        <ul className="deck-list" aria-label={t('decks.listLabel')}>
          {rows(own)}
        </ul>
      )}
      {shared.length > 0 && (
        <section className="deck-list__shared" aria-labelledby="shared-decks-title">
          <h2 id="shared-decks-title" className="deck-list__heading">
            {t('share.sharedWithMe')}
          </h2>
          <ul className="deck-list">{rows(shared)}</ul>
        </section>
      )}
      {dialog?.kind === 'share' && (
        <DeckShareDialog
          presentationId={dialog.deck.id}
          title={dialog.deck.title}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameModal
          initialTitle={dialog.deck.title}
          isBusy={mutations.rename.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(title) =>
            mutations.rename.mutate(
              { id: dialog.deck.id, title },
              {
                onSuccess: () => {
                  toast.success(t('decks.renamed'));
                  setDialog(null);
                },
                onError: toastError,
              },
            )
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('decks.deleteTitle', { title: dialog.deck.title })}
          body={t('decks.deleteBody')}
          confirmLabel={t('decks.deleteConfirm')}
          isBusy={mutations.remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            mutations.remove.mutate(dialog.deck.id, {
              onSuccess: () => {
                toast.success(t('decks.deleted'));
                setDialog(null);
              },
              onError: toastError,
            })
          }
        />
      )}
    </>
  );
}
