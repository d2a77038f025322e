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
          <RowButton text="share.open" title={title} onClick={onShare} dialog />
        )}
        {access !== 'viewer' && <RowButton text="decks.rename" title={title} onClick={onRename} />}
        <BusyButton
          className="button button--ghost button--small"
          onClick={onDuplicate}
          isBusy={isDuplicating}
          aria-label={t('decks.duplicateNamed', { title })}
        >
          {t('decks.duplicate')}
        </BusyButton>
        {access === 'owner' && (
          <RowButton text="decks.delete" title={title} onClick={onDelete} danger />
        )}
      </div>
    </li>
  );
}

/** A small button of the row: `text` its label, the key with Named its accessible name. */
function RowButton({
  text,
  title,
  onClick,
  danger = false,
  dialog = false,
}: {
  text: 'share.open' | 'decks.rename' | 'decks.delete';
  /** The deck's title, in the accessible name. */
  title: string;
  onClick: () => void;
  danger?: boolean;
  /** Whether the button opens a dialog. */
  dialog?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={
        danger ? 'button button--ghost-danger button--small' : 'button button--ghost button--small'
      }
      onClick={onClick}
      aria-haspopup={dialog ? 'dialog' : undefined}
      aria-label={t(`${text}Named`, { title })}
    >
      {t(text)}
    </button>
  );
}
