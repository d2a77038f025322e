import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, reduceSession, type TSessionAction } from './session-reducer';
import { makeAudienceState, makeMe } from './test-fixtures';

const run = (...actions: TSessionAction[]) => actions.reduce(reduceSession, INITIAL_SESSION);

describe('session phases', () => {
  it('joins after connecting, via the nickname screen for a quiz', () => {
    const state = run(
      { type: 'connected' },
      { type: 'joinStarted' },
      { type: 'nameRequired' },
      { type: 'joinStarted' },
      { type: 'joined', state: makeAudienceState(), receivedAt: 0 },
    );
    expect(state.phase).toBe('joined');
    expect(state.view?.audience.me.name).toBe('Brave Otter');
  });

  it('keeps the joined screen through a drop and a re-join', () => {
    const joined = run(
      { type: 'connected' },
      { type: 'joined', state: makeAudienceState(), receivedAt: 0 },
    );
    const dropped = reduceSession(joined, { type: 'disconnected' });
    expect(dropped).toMatchObject({ phase: 'joined', connected: false, unreachable: false });
    const failedAgain = reduceSession(dropped, { type: 'connectFailed' });
    expect(failedAgain.unreachable).toBe(false);
    expect(reduceSession(failedAgain, { type: 'joinStarted' }).phase).toBe('joined');
  });

  it('says the network is down when it never connected', () => {
    expect(run({ type: 'connectFailed' }).unreachable).toBe(true);
    expect(run({ type: 'connectFailed' }, { type: 'connected' }).unreachable).toBe(false);
  });

  it('stops on a refused join and applies messages only once joined', () => {
    const failed = run({ type: 'joinFailed', error: { code: 'not_found', message: 'x' } });
    expect(failed).toMatchObject({ phase: 'failed', failure: { code: 'not_found' } });
    const before = run({
      type: 'message',
      message: { type: 'me', me: makeMe({ score: 5 }) },
      receivedAt: 0,
    });
    expect(before.view).toBeNull();
  });
});

describe('nickname refusals', () => {
  it('asks again, saying why, when the nickname is refused', () => {
    const state = run({ type: 'nameRequired' }, { type: 'nameRequired', refused: true });
    expect(state).toMatchObject({ phase: 'needName', nameRefused: true });
    const joined = reduceSession(state, {
      type: 'joined',
      state: makeAudienceState(),
      receivedAt: 0,
    });
    expect(joined.nameRefused).toBe(false);
  });

  it('stops on an out-of-date page, whatever it showed before', () => {
    const joined = run(
      { type: 'connected' },
      { type: 'joined', state: makeAudienceState(), receivedAt: 0 },
    );
    expect(reduceSession(joined, { type: 'outdated' })).toMatchObject({
      phase: 'outdated',
      connected: false,
    });
  });
});
