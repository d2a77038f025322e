import {
  COEDIT_LOCK_RENEW_MS,
  type TCoeditChange,
  type TCoeditEditor,
  type TPresentation,
} from '@crowdeck/core';
import { openPresenterSocket, type TPresenterSocket } from '../../auth/presenter-socket';
import { create } from 'zustand';
import { usePresenterStore } from '../../state/presenter-store';
import { fetchPresentation } from '../../api/decks';
import { findActiveSlide, patchOption, patchSlide } from '../deck-updates';
import { createFieldBases } from './field-bases';
import { mergeFreshDeck, type TLocalWork } from './merge-deck';

/** Another editor saved over text of this editor's: shown until dismissed, with the lost text. */
export interface TConflictNotice {
  id: string;
  /** Which field: `question`, `notes`, `body`, `imageAlt` or `text` (an option). */
  fieldName: string;
  /** 1-based number of the slide the field is on (null once the slide is gone). */
  slideNumber: number | null;
  by: string;
  lost: string;
}

interface TCoeditState {
  /** This page's socket id while connected and in the deck's editors room. */
  me: string | null;
  editors: TCoeditEditor[];
  /** The field this page is typing in (never overwritten by another editor's save). */
  focused: string | null;
  notices: TConflictNotice[];
}

const EMPTY: TCoeditState = { me: null, editors: [], focused: null, notices: [] };

/** Who else has the deck open and what they hold; the notices of overwritten text. */
export const useCoeditStore = create<TCoeditState>(() => EMPTY);

/** Bases of the editor's text fields (sent with its saves). */
export const fieldBases = createFieldBases();

let socket: TPresenterSocket | null = null;
/** Changes of another editor arriving together are loaded once. */
const REFRESH_DELAY_MS = 300;
const renewedAt = new Map<string, number>();
let noticeCount = 0;

/** The other editor holding `field`, if any. */
export function holderOf(state: TCoeditState, field: string): TCoeditEditor | null {
  return state.editors.find((e) => e.field === field && e.socketId !== state.me) ?? null;
}

/** Where a field key points: the slide (and option) it belongs to, and the field's name. */
function locate(deck: TPresentation, key: string) {
  const [kind, id = '', fieldName = ''] = key.split(':');
  const index = deck.Slides.findIndex((slide) =>
    kind === 'slide' ? slide.id === id : slide.options.some((o) => o.id === id),
  );
  const slide = deck.Slides[index];
  return { kind, id, fieldName, slide, slideNumber: slide ? index + 1 : null };
}

/** A field saved by anyone: applied to the deck unless this page is typing in it. */
export function receiveChange(change: TCoeditChange): void {
  const deck = usePresenterStore.getState().presentation;
  if (!deck || deck.id !== change.presentationId) return;
  const state = useCoeditStore.getState();
  const myUserId = state.editors.find((e) => e.socketId === state.me)?.userId;
  const value = change.value ?? '';
  const where = locate(deck, change.field);
  if (
    change.overwritten !== null &&
    change.by.userId !== myUserId &&
    fieldBases.isMine(change.field, change.overwritten)
  ) {
    noticeCount += 1;
    const notice: TConflictNotice = {
      id: String(noticeCount),
      fieldName: where.fieldName,
      slideNumber: where.slideNumber,
      by: change.by.name,
      lost: change.overwritten,
    };
    useCoeditStore.setState({ notices: [...state.notices, notice] });
  }
  fieldBases.received(change.field, value);
  // Kept while this page types in the field (unless another editor holds it: then it only reads).
  const isTyping = state.focused === change.field && !holderOf(state, change.field);
  if (isTyping || fieldBases.isPending(change.field)) return;
  if (!where.slide) return;
  const next =
    where.kind === 'slide'
      ? patchSlide(deck, where.id, { [where.fieldName]: value })
      : patchOption(deck, where.slide.id, where.id, { text: value });
  usePresenterStore.setState({ presentation: next });
}

/** This page starts typing in a field: it is taken for the other editors. */
export function takeField(field: string): void {
  useCoeditStore.setState({ focused: field });
  renewedAt.set(field, Date.now());
  socket?.emit('coedit:lock', { field }, () => undefined);
}

/** A keystroke in the field: the take is renewed now and then, so it does not go idle. */
export function touchField(field: string): void {
  const last = renewedAt.get(field) ?? 0;
  if (Date.now() - last < COEDIT_LOCK_RENEW_MS) return;
  renewedAt.set(field, Date.now());
  socket?.emit('coedit:lock', { field }, () => undefined);
}

/** This page left the field. */
export function releaseField(field: string): void {
  if (useCoeditStore.getState().focused === field) useCoeditStore.setState({ focused: null });
  renewedAt.delete(field);
  socket?.emit('coedit:unlock', { field }, () => undefined);
}

export function dismissNotice(id: string): void {
  const notices = useCoeditStore.getState().notices.filter((n) => n.id !== id);
  useCoeditStore.setState({ notices });
}

/**
 * Opens the deck's editors room on a presenter socket of its own (the present window has its
 * own): joins on every (re)connection with the slide shown, follows slide changes, receives the
 * room's presence and saved fields. Returns the closer (the others see this page leave).
 */
export function startCoedit(presentationId: string, work: TLocalWork): () => void {
  let stopped = false;
  let current: TPresenterSocket | null = null;
  let unsubscribe = () => {};
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  /** Another editor changed slides, options or settings: the deck is loaded again and merged. */
  const refresh = async () => {
    try {
      const fresh = await fetchPresentation(presentationId);
      const local = usePresenterStore.getState().presentation;
      if (stopped || local?.id !== presentationId) return;
      const merged = mergeFreshDeck(local, fresh, work, useCoeditStore.getState().focused);
      usePresenterStore.setState({ presentation: merged, slide: findActiveSlide(merged) });
    } catch {
      // The next change, or a reload, brings the deck up to date.
    }
  };

  void openPresenterSocket(() => stopped)
    .then((created) => {
      if (!created) return;
      current = created;
      socket = created;
      const slideId = () => usePresenterStore.getState().presentation?.slideActiveId ?? null;
      created.on('connect', () => {
        useCoeditStore.setState({ me: created.id ?? null });
        created.emit('coedit:join', { presentationId, slideId: slideId() }, (ack) => {
          if (!ack.ok || stopped) return;
          useCoeditStore.setState({ me: created.id ?? null, editors: ack.data.editors });
          const focused = useCoeditStore.getState().focused;
          if (focused) takeField(focused);
        });
      });
      created.on('disconnect', () => useCoeditStore.setState({ me: null, editors: [] }));
      created.on('coedit:presence', (presence) => {
        if (presence.presentationId === presentationId) {
          useCoeditStore.setState({ editors: presence.editors });
        }
      });
      created.on('coedit:changed', receiveChange);
      created.on('coedit:reshaped', (reshaped) => {
        const state = useCoeditStore.getState();
        const myUserId = state.editors.find((e) => e.socketId === state.me)?.userId;
        if (reshaped.presentationId !== presentationId || reshaped.by.userId === myUserId) return;
        clearTimeout(refreshTimer);
        refreshTimer = setTimeout(() => void refresh(), REFRESH_DELAY_MS);
      });
      let lastSlide = slideId();
      unsubscribe = usePresenterStore.subscribe((state) => {
        const next = state.presentation?.slideActiveId ?? null;
        if (next === lastSlide || state.presentation?.id !== presentationId) return;
        lastSlide = next;
        created.emit('coedit:slide', { slideId: next }, () => undefined);
      });
    })
    .catch(() => undefined);

  return () => {
    stopped = true;
    clearTimeout(refreshTimer);
    unsubscribe();
    current?.removeAllListeners();
    current?.disconnect();
    if (socket === current) socket = null;
    fieldBases.clear();
    renewedAt.clear();
    useCoeditStore.setState(EMPTY);
  };
}
