import { useState } from 'react';
import { DialogButton, isolateText } from '@crowdeck/web';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { DECK_LIMITS, type TPresentation } from '@crowdeck/core';
import type { TSaveStatus } from '../../editor/autosave/save-queue';
import { useDeckEditor } from '../../editor/editor-context';
import { PresentButton } from './present-button';
import { SaveIndicator } from './save-indicator';
import { ShareEmbedDialog } from './share-embed-dialog';
import { DeckShareDialog } from './deck-share-dialog';
import { EditorsBar } from './coedit/editors-bar';

interface TEditorTopBarProps {
  deck: TPresentation;
  status: TSaveStatus;
  onRetry: () => void;
}

/** Back to home, the editable title, the save state, Share / Embed and the Present button. */
export function EditorTopBar({ deck, status, onRetry }: TEditorTopBarProps) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const [isSharing, setIsSharing] = useState(false);
  const [isSharingWithTeam, setIsSharingWithTeam] = useState(false);
  const access = deck.access ?? 'owner';
  return (
    <header className="editor-bar">
      <h1 className="visually-hidden">
        {t('editor.pageHeading', { title: isolateText(deck.title || t('decks.untitled')) })}
      </h1>
      <Link to="/home" className="icon-button editor-bar__back" aria-label={t('editor.backHome')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
      <input
        dir="auto"
        className="editor-bar__title"
        aria-label={t('editor.titleLabel')}
        value={deck.title}
        readOnly={access === 'viewer'}
        maxLength={DECK_LIMITS.titleMax}
        placeholder={t('decks.untitled')}
        onChange={(event) => editor.editTitle(event.target.value)}
        onBlur={(event) => {
          if (!event.target.value.trim()) editor.editTitle(t('decks.untitled'));
        }}
      />
      <SaveIndicator status={status} onRetry={onRetry} />
      <EditorsBar />
      {access === 'viewer' && <p className="editor-bar__readonly">{t('share.readOnly')}</p>}
      {access === 'owner' && (
        <DialogButton
          className="button button--secondary editor-bar__team"
          onOpen={() => setIsSharingWithTeam(true)}
        >
          {t('share.open')}
        </DialogButton>
      )}
      <DialogButton
        className="button button--secondary editor-bar__share"
        onOpen={() => setIsSharing(true)}
      >
        {t('embed.share.open')}
      </DialogButton>
      <PresentButton deck={deck} />
      {isSharingWithTeam && (
        <DeckShareDialog
          presentationId={deck.id}
          title={deck.title}
          onClose={() => setIsSharingWithTeam(false)}
        />
      )}
      {isSharing && (
        <ShareEmbedDialog
          presentationId={deck.id}
          title={deck.title}
          onClose={() => setIsSharing(false)}
        />
      )}
    </header>
  );
}
