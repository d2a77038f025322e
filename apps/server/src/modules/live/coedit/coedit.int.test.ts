import {
  API_PATHS,
  COEDIT_LOCK_IDLE_MS,
  slideFieldKey,
  optionFieldKey,
  type TCoeditChange,
  type TCoeditPresence,
  type TCoeditReshaped,
  type TSlide,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { emit, openSocket, PRESENTER_ORIGIN, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createOrganisationDeck } from '../../../test/organisation-decks';
import { createManualClock } from '../../../test/manual-clock';
import type { registerUser } from '../../../test/test-app';

type TUser = Awaited<ReturnType<typeof registerUser>>;

/** Resolves with the first event of `event` that `matches`, or rejects after 5 s. */
function next<T>(
  socket: TClientSocket,
  event: 'coedit:presence' | 'coedit:changed' | 'coedit:reshaped',
  matches: (value: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no matching ${event}`));
    }, 5_000);
    const listener = (value: T) => {
      if (!matches(value)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(value);
    };
    socket.on(event, listener as never);
  });
}

const presenceWith = (socket: TClientSocket, matches: (p: TCoeditPresence) => boolean) =>
  next<TCoeditPresence>(socket, 'coedit:presence', matches);

describe('co-editing a shared deck', () => {
  const clock = createManualClock();
  const live = useLiveFixture({
    presenter: false,
    operator: true,
    deps: { liveTuning: { clock } },
  });

  /** An organisation: its owner's deck (a poll) shared with an editor and a viewer; an outsider. */
  async function setup() {
    const { owner, members, outsider, deck, slide } = await createOrganisationDeck(live, 'Team');
    const [editor, viewer] = members;
    const shared = await live.as(owner, 'PUT', `${API_PATHS.presentationShares}${deck}/`, {
      organisation: null,
      members: [
        { userId: editor.user.id, role: 'editor' },
        { userId: viewer.user.id, role: 'viewer' },
      ],
    });
    expect(shared.statusCode).toBe(200);
    return { owner, editor, viewer, outsider, deck, slide };
  }

  /** The shared deck open in the owner's tab (`a`) and the editor's (`b`), both on its slide. */
  async function twoTabs() {
    const shared = await setup();
    const { owner, editor, deck, slide } = shared;
    const a = await socketOf(owner);
    const b = await socketOf(editor);
    await emit(a, 'coedit:join', { presentationId: deck, slideId: slide.id });
    await emit(b, 'coedit:join', { presentationId: deck, slideId: slide.id });
    return { ...shared, a, b };
  }

  async function socketOf(user: TUser): Promise<TClientSocket> {
    const socket = await openSocket(live.url, {
      type: 'presenter',
      token: user.token,
      origin: PRESENTER_ORIGIN,
    });
    live.sockets.push(socket);
    return socket;
  }

  it('shows who has the deck open and on which slide; closing the tab removes them', async () => {
    const { owner, editor, deck, slide } = await setup();
    const a = await socketOf(owner);
    const b = await socketOf(editor);
    const first = await emit(a, 'coedit:join', { presentationId: deck, slideId: slide.id });
    expect(first.ok && first.data.editors.map((e) => e.name)).toEqual([owner.user.name]);
    expect(first.ok && first.data.canEdit).toBe(true);

    const seen = presenceWith(a, (p) => p.editors.length === 2);
    const joined = await emit(b, 'coedit:join', { presentationId: deck, slideId: null });
    expect(joined.ok).toBe(true);
    const both = await seen;
    expect(both.editors.find((e) => e.userId === editor.user.id)).toMatchObject({
      name: editor.user.name,
      slideId: null,
      field: null,
      canEdit: true,
    });

    const moved = presenceWith(a, (p) =>
      p.editors.some((e) => e.userId === editor.user.id && e.slideId === slide.id),
    );
    expect((await emit(b, 'coedit:slide', { slideId: slide.id })).ok).toBe(true);
    await moved;

    const left = presenceWith(a, (p) => p.editors.length === 1);
    b.close();
    expect((await left).editors[0]?.userId).toBe(owner.user.id);
  });

  it('refuses a member the deck is not shared with, and malformed payloads', async () => {
    const { outsider, deck } = await setup();
    const socket = await socketOf(outsider);
    const refused = await emit(socket, 'coedit:join', { presentationId: deck, slideId: null });
    expect(!refused.ok && refused.error.code).toBe('not_found');
    const malformed = await emit(socket, 'coedit:join', { presentationId: 'x', extra: 1 });
    expect(!malformed.ok && malformed.error.code).toBe('invalid_input');
    const notJoined = await emit(socket, 'coedit:lock', {
      field: slideFieldKey(deck, 'question'),
    });
    expect(!notJoined.ok && notJoined.error.code).toBe('unauthorized');
    const badField = await emit(socket, 'coedit:lock', { field: 'slide:1:password' });
    expect(!badField.ok && badField.error.code).toBe('invalid_input');
  });

  it('a field taken by one editor is refused to the other until released or disconnected', async () => {
    const { editor, deck, slide, a, b } = await twoTabs();
    const question = slideFieldKey(slide.id, 'question');
    const option = optionFieldKey(slide.options[0]?.id ?? '');

    const shown = presenceWith(a, (p) => p.editors.some((e) => e.field === question));
    expect((await emit(b, 'coedit:lock', { field: question })).ok).toBe(true);
    expect((await shown).editors.find((e) => e.field === question)?.userId).toBe(editor.user.id);

    const taken = await emit(a, 'coedit:lock', { field: question });
    expect(taken.ok).toBe(false);
    expect(!taken.ok && taken.error).toMatchObject({
      code: 'field_taken',
      holder: editor.user.name,
    });
    // Another field of the same slide is free, and renewing one's own field is fine.
    expect((await emit(a, 'coedit:lock', { field: option })).ok).toBe(true);
    expect((await emit(b, 'coedit:lock', { field: question })).ok).toBe(true);

    expect((await emit(b, 'coedit:unlock', { field: question })).ok).toBe(true);
    expect((await emit(a, 'coedit:lock', { field: question })).ok).toBe(true);
    // Taking a second field lets go of the first.
    expect((await emit(b, 'coedit:lock', { field: option })).ok).toBe(true);

    // The holder's tab closes: its field is free at once.
    const c = await socketOf(editor);
    await emit(c, 'coedit:join', { presentationId: deck, slideId: slide.id });
    const held = await emit(c, 'coedit:lock', { field: question });
    expect(!held.ok && held.error.code).toBe('field_taken');
    const gone = presenceWith(c, (p) => !p.editors.some((e) => e.field === question));
    a.close();
    await gone;
    expect((await emit(c, 'coedit:lock', { field: question })).ok).toBe(true);
  });

  it('a field left without a keystroke for 30 s is free again, and the others are told', async () => {
    const { slide, a, b } = await twoTabs();
    const notes = slideFieldKey(slide.id, 'notes');
    expect((await emit(b, 'coedit:lock', { field: notes })).ok).toBe(true);
    clock.advance(COEDIT_LOCK_IDLE_MS);
    expect((await emit(a, 'coedit:lock', { field: notes })).ok).toBe(false);
    // A renewal keeps it; then 30 s more without one frees it.
    expect((await emit(b, 'coedit:lock', { field: notes })).ok).toBe(true);
    clock.advance(COEDIT_LOCK_IDLE_MS + 1);
    const freed = presenceWith(a, (p) => !p.editors.some((e) => e.field === notes));
    live.app.live.coedit.sweep();
    await freed;
    expect((await emit(a, 'coedit:lock', { field: notes })).ok).toBe(true);
    const taken = await emit(b, 'coedit:lock', { field: notes });
    expect(!taken.ok && taken.error.code).toBe('field_taken');
  });

  it('a viewer sees who edits but can take no field and save nothing', async () => {
    const { owner, viewer, deck, slide } = await setup();
    const a = await socketOf(owner);
    const v = await socketOf(viewer);
    await emit(a, 'coedit:join', { presentationId: deck, slideId: slide.id });
    const joined = await emit(v, 'coedit:join', { presentationId: deck, slideId: slide.id });
    expect(joined.ok && joined.data.canEdit).toBe(false);
    expect(joined.ok && joined.data.editors.length).toBe(2);

    const refused = await emit(v, 'coedit:lock', { field: slideFieldKey(slide.id, 'question') });
    expect(!refused.ok && refused.error.code).toBe('read_only');
    const save = await live.as(viewer, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: 'Not mine to change',
      base: { question: slide.question },
    });
    expect(save.statusCode).toBe(403);
  });

  it("a save over another editor's newer value wins and names what it replaced", async () => {
    const { owner, editor, deck, slide, a, b } = await twoTabs();
    const question = slideFieldKey(slide.id, 'question');
    const base = slide.question;

    // The owner saves first: the editor's open editor receives it, nothing was overwritten.
    const received = next<TCoeditChange>(b, 'coedit:changed', (c) => c.field === question);
    const first = await live.as(owner, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: 'Owner text',
      base: { question: base },
    });
    expect(first.statusCode).toBe(200);
    expect(await received).toMatchObject({
      value: 'Owner text',
      overwritten: null,
      by: { userId: owner.user.id, name: owner.user.name },
    });

    // The editor saves from the same stale base: last writer wins, the owner's text is named.
    const notice = next<TCoeditChange>(a, 'coedit:changed', (c) => c.value === 'Editor text');
    const second = await live.as(editor, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: 'Editor text',
      base: { question: base },
    });
    expect(second.statusCode).toBe(200);
    expect(await notice).toMatchObject({
      field: question,
      overwritten: 'Owner text',
      by: { userId: editor.user.id, name: editor.user.name },
    });

    // A different field from the same stale state: both changes survive.
    const notes = await live.as(owner, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      notes: 'Owner notes',
      base: { notes: slide.notes },
    });
    expect(notes.statusCode).toBe(200);
    const detail = (
      await live.as(owner, 'GET', `${API_PATHS.presentationDetail}${deck}/`)
    ).json() as {
      Slides: TSlide[];
    };
    expect(detail.Slides[0]).toMatchObject({ question: 'Editor text', notes: 'Owner notes' });

    // An option's text, with its base.
    const optionId = slide.options[0]?.id ?? '';
    const optionChange = next<TCoeditChange>(a, 'coedit:changed', (c) =>
      c.field.startsWith('option:'),
    );
    const option = await live.as(editor, 'PUT', `${API_PATHS.optionUpdate}${optionId}/`, {
      text: 'Yes please',
      base: { text: 'Someone else' },
    });
    expect(option.statusCode).toBe(200);
    expect(await optionChange).toMatchObject({
      field: optionFieldKey(optionId),
      value: 'Yes please',
      overwritten: slide.options[0]?.text || null,
    });
  });

  it('slides added, moved or deleted and settings changed tell the other editors to reload', async () => {
    const { owner, editor, deck, slide } = await setup();
    const b = await socketOf(editor);
    await emit(b, 'coedit:join', { presentationId: deck, slideId: slide.id });
    const reshaped = () =>
      next<TCoeditReshaped>(b, 'coedit:reshaped', (r) => r.presentationId === deck);

    let told = reshaped();
    const added = await live.as(owner, 'POST', API_PATHS.slideCreate, {
      presentationId: deck,
      type: 'wordCloud',
    });
    expect(added.statusCode).toBe(201);
    expect((await told).by).toEqual({ userId: owner.user.id, name: owner.user.name });

    told = reshaped();
    const layout = await live.as(owner, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      timeLimitSec: 30,
    });
    expect(layout.statusCode).toBe(200);
    await told;

    told = reshaped();
    const order = [(added.json() as TSlide).id, slide.id];
    const sorted = await live.as(editor, 'PUT', API_PATHS.slideSort, {
      presentationId: deck,
      slideIds: order,
    });
    expect(sorted.statusCode).toBeLessThan(300);
    expect((await told).by.userId).toBe(editor.user.id);
  });
});
