import { describe, expect, it } from 'vitest';
import { createMemoryOnlineCounter } from './online-counter';

describe('memory online counter', () => {
  it('gives every name, or only the newest `max` of them', async () => {
    const counter = createMemoryOnlineCounter();
    for (const [i, name] of ['Ada', null, 'Bo', 'Cy', 'Di'].entries()) {
      await counter.tryAcquire('deck', { id: `p${i}`, name }, 10);
    }
    expect(await counter.names('deck')).toEqual(['Ada', 'Bo', 'Cy', 'Di']);
    expect(await counter.names('deck', 2)).toEqual(['Cy', 'Di']);
    expect(await counter.names('deck', 10)).toEqual(['Ada', 'Bo', 'Cy', 'Di']);
    expect(await counter.names('other', 2)).toEqual([]);
  });
});
