import { describe, expect, it } from 'vitest';
import { createTurnBudget } from './turn-budget';

const nextCheckPhase = () => new Promise((resolve) => setImmediate(resolve));

describe('turn budget', () => {
  it('lets a few callers go on per turn, the rest on later turns in order', async () => {
    const budget = createTurnBudget(2);
    const went: number[] = [];
    const all = [1, 2, 3, 4, 5].map((n) => budget.take().then(() => went.push(n)));
    await Promise.resolve();
    expect(went).toEqual([1, 2]);
    expect(budget.size()).toBe(3);
    await nextCheckPhase();
    expect(went).toEqual([1, 2, 3, 4]);
    await nextCheckPhase();
    expect(went).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(all);
    expect(budget.size()).toBe(0);
  });

  it('gives a later turn its whole budget once nobody waits', async () => {
    const budget = createTurnBudget(1);
    await budget.take();
    let second = false;
    void budget.take().then(() => (second = true));
    await Promise.resolve();
    expect(second).toBe(false);
    await nextCheckPhase();
    expect(second).toBe(true);
    await nextCheckPhase();
    let third = false;
    void budget.take().then(() => (third = true));
    await Promise.resolve();
    expect(third).toBe(true);
  });
});
