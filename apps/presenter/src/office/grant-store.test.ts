import { describe, expect, it } from 'vitest';
import { createGrantStore } from './grant-store';

const grant = (presentationId: string) => ({
  token: `token-${presentationId}-0123456789`,
  presentationId,
  presentationTitle: `Deck ${presentationId}`,
});

describe("the add-in's grant store", () => {
  it('keeps one grant per deck, newest last, under the partition key Office gives', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    const store = createGrantStore(storage, 'partition-1:');
    store.put(grant('a'));
    store.put(grant('b'));
    store.put({ ...grant('a'), token: 'token-a-replaced-0123456789' });
    expect(store.get()?.presentationId).toBe('a');
    expect(store.get('a')?.token).toBe('token-a-replaced-0123456789');
    expect([...items.keys()]).toEqual(['partition-1:crowdeck.office.grants']);
    store.remove('a');
    expect(store.get('a')).toBeNull();
    expect(store.get()?.presentationId).toBe('b');
  });

  it('falls back to memory when the browser refuses storage (a framed page, third-party storage off)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('Access is denied for this document.');
      },
      setItem: () => {
        throw new Error('Access is denied for this document.');
      },
    };
    const store = createGrantStore(refusing);
    store.put(grant('a'));
    expect(store.get('a')?.presentationTitle).toBe('Deck a');
    expect(createGrantStore(null).get()).toBeNull();
  });

  it('ignores what it cannot read as grants', () => {
    const storage = { getItem: () => '{"not":"a list"}', setItem: () => undefined };
    expect(createGrantStore(storage).get()).toBeNull();
  });
});
