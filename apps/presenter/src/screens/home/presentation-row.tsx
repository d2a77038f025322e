import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import type { TPresentationSummary } from '@crowdeck/core';
import { formatDate } from '../../lib/dates';
import { PresentLink } from './present-link';
import { isolateText } from '@crowdeck/web';
import { BusyButton } from '../../components/busy-button';

interface TPresentationRowProps {
  deck: TPresentationSummary;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Opens the share dialog (own decks only). */
  onShare?: () => void;
  isDuplicating: boolean;
}

/** One presentation: its title opens the editor; present, rename, duplicate and delete beside it. */
export function PresentationRow({
  deck,
  onRename,
  onDuplicate,
  onDelete,
  onShare,
  isDuplicating,
}: TPresentationRowProps) {
  const { t } = useTranslation();
  const title = deck.title || t('decks.untitled');
  const access = deck.access ?? 'owner';
  return (
    <li className="card deck-row">
      <span className="deck-row__thumb" aria-hidden="true">
        {title.charAt(0).toUpperCase()}
      </span>
      <div className="deck-row__main">
        <Link to={`/presentation/${deck.id}`} className="deck-row__title" dir="auto">
          {title}
        </Link>
        <p className="deck-row__meta">
          <span>{t('decks.slideCount', { count: deck.slideCount })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('decks.updated', { date: formatDate(deck.updatedAt) })}</span>
        </p>
        <p className="deck-row__meta deck-row__meta--minor">
          {access === 'owner'
            ? t('decks.created', { date: formatDate(deck.createdAt) })
            : t('share.sharedBy', {
                name: isolateText(deck.ownerName ?? ''),
                role: t(`share.role.${access}`),
              })}
        </p>
      </div>
      <div
        className="deck-row__actions"
        role="group"
        aria-label={t('decks.actionsLabel', { title })}
      >
        <Link
          to={`/presentation/${deck.id}`}
          className="button button--secondary button--small"
          aria-label={t('decks.openNamed', { title })}
        >
          {t('decks.open')}
        </Link>
        <PresentLink deckId={deck.id} title={title} />
        <Link
          to={`/presentation/${deck.id}/reports`}
          className="button button--ghost button--small"
          aria-label={t('decks.resultsNamed', { title })}
        >
          {t('decks.results')}
        </Link>
        {onShare && access === 'owner' && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onShare}
            aria-haspopup="dialog"
            aria-label={t('share.openNamed', { title })}
          >
            {t('share.open')}
          </button>
        )}
        {access !== 'viewer' && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onRename}
            aria-label={t('decks.renameNamed', { title })}
          >
            {t('decks.rename')}
          </button>
        )}
        <BusyButton
          className="button button--ghost button--small"
          onClick={onDuplicate}
          isBusy={isDuplicating}
          aria-label={t('decks.duplicateNamed', { title })}
        >
          {t('decks.duplicate')}
        </BusyButton>
        {access === 'owner' && (
          <button
            type="button"
            className="button button--ghost-danger button--small"
            onClick={onDelete}
            aria-label={t('decks.deleteNamed', { title })}
          >
            {t('decks.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
