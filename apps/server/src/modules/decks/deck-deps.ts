import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TDeckSharesService } from './deck-shares.service';
import type { TOptionsService } from './options.service';
import type { TPresentationsService } from './presentations.service';
import type { TDeckResultResets } from './reset-results';
import type { TSlidesService } from './slides.service';

/** What the deck routes need: the three services, the reset use case and the authenticate pre-handler. */
export interface TDeckDeps {
  presentations: TPresentationsService;
  slides: TSlidesService;
  options: TOptionsService;
  /** Sharing a deck inside its owner's organisation. */
  shares: TDeckSharesService;
  /** Clearing a deck's or a slide's live results (reset-results.ts). */
  resetResults: TDeckResultResets;
  authenticate: preHandlerAsyncHookHandler;
}

/** What resetting live results means; the live module provides it. */
export interface TDeckResets {
  resetPresentation(presentationId: string): Promise<void>;
  resetSlide(presentationId: string, slideId: string): Promise<void>;
  /** The presentation's settings changed: the live engine re-reads it. */
  deckChanged(presentationId: string): void;
  /**
   * The presentation now asks phones for real names (roster or organisation sign-in): its phones
   * are disconnected, come back with their token, and the join asks those without one for it.
   */
  identityRequired(code: string): void;
  /** A presentation with this join code was created: the code is no longer unknown. */
  codeCreated(code: string): void;
  /**
   * Co-editing: text fields of the deck were saved by `userId`; its editors receive them live,
   * and `overwritten` (another editor's newer value the save replaced) tells that editor.
   */
  fieldsSaved?(
    presentationId: string,
    userId: string,
    saved: { field: string; value: string | null; overwritten: string | null }[],
  ): void;
  /**
   * Co-editing: `userId` changed the deck otherwise (slides or options added, copied, moved or
   * deleted, settings changed): its other editors load it again.
   */
  deckReshaped?(presentationId: string, userId: string): void;
  /** The presentation was deleted: its phones are told the session ended and disconnected. */
  /** `slideIds`: the deck's slides, read before the delete (the live engine may not have them). */
  deckDeleted(presentationId: string, code: string, slideIds: string[]): void;
}
