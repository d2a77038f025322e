import { beforeEach, describe, expect, it } from 'vitest';
import type { TPresentation, TSlide } from '@crowdeck/core';
import { usePresenterStore } from '../../state/presenter-store';
import { fieldBases, holderOf, receiveChange, useCoeditStore } from './coedit-client';

const slide = { id: 's1', question: 'Old', notes: null, options: [{ id: 'o1', text: 'A' }] };
const deck = { id: 'd1', slideActiveId: 's1', Slides: [slide] } as unknown as TPresentation;
const editor = (socketId: string, userId: string, name: string, field: string | null = null) => ({
  socketId,
  userId,
  name,
  slideId: 's1',
  field,
  canEdit: true,
});
const question = (): TSlide | undefined => usePresenterStore.getState().presentation?.Slides[0];

beforeEach(() => {
  fieldBases.clear();
  usePresenterStore.setState({ presentation: deck });
  useCoeditStore.setState({
    me: 'me',
    editors: [editor('me', 'grace', 'Grace'), editor('other', 'alan', 'Alan', 'slide:s1:notes')],
    focused: null,
    notices: [],
  });
});

const change = (field: string, value: string, overwritten: string | null = null) => ({
  presentationId: 'd1',
  field,
  value,
  by: { userId: 'alan', name: 'Alan' },
  overwritten,
});

describe('co-editing in the editor', () => {
  it('names the other editor holding a field, never this page', () => {
    const state = useCoeditStore.getState();
    expect(holderOf(state, 'slide:s1:notes')?.name).toBe('Alan');
    useCoeditStore.setState({ editors: [editor('me', 'grace', 'Grace', 'slide:s1:question')] });
    expect(holderOf(useCoeditStore.getState(), 'slide:s1:question')).toBeNull();
  });

  it("applies another editor's saved field, and an option's text", () => {
    receiveChange(change('slide:s1:question', 'New'));
    expect(question()?.question).toBe('New');
    receiveChange(change('option:o1:text', 'B'));
    expect(question()?.options[0]?.text).toBe('B');
    expect(useCoeditStore.getState().notices).toEqual([]);
  });

  it('leaves alone a field this page is typing in or has not saved yet', () => {
    useCoeditStore.setState({ focused: 'slide:s1:question' });
    receiveChange(change('slide:s1:question', 'Theirs'));
    expect(question()?.question).toBe('Old');
    useCoeditStore.setState({ focused: null });
    fieldBases.edited('slide:s1:question', 'Old');
    receiveChange(change('slide:s1:question', 'Theirs again'));
    expect(question()?.question).toBe('Old');
  });

  it('a field this page waited in while another editor held it still follows their saves', () => {
    useCoeditStore.setState({
      focused: 'slide:s1:question',
      editors: [
        editor('me', 'grace', 'Grace'),
        editor('other', 'alan', 'Alan', 'slide:s1:question'),
      ],
    });
    receiveChange(change('slide:s1:question', 'Alan typed this'));
    expect(question()?.question).toBe('Alan typed this');
  });

  it('tells this editor when its own saved text was overwritten, with that text', () => {
    fieldBases.saved('slide:s1:question', 'Mine', false);
    receiveChange(change('slide:s1:question', 'Theirs', 'Mine'));
    expect(useCoeditStore.getState().notices).toMatchObject([
      { fieldName: 'question', slideNumber: 1, by: 'Alan', lost: 'Mine' },
    ]);
    // Someone else's text overwritten is not this editor's notice.
    receiveChange(change('slide:s1:question', 'Again', 'Not mine'));
    expect(useCoeditStore.getState().notices).toHaveLength(1);
  });
});
