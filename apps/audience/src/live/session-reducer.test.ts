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

describe('after the end', () => {
  it('keeps the thank-you screen until the person joins again, and says when none has started', () => {
    const ended = run(
      { type: 'connected' },
      { type: 'joined', state: makeAudienceState(), receivedAt: 0 },
      { type: 'message', message: { type: 'ended' }, receivedAt: 0 },
      { type: 'disconnected' },
    );
    expect(ended).toMatchObject({ phase: 'joined', view: { ended: true } });
    const asked = reduceSession(ended, { type: 'joinAgain' });
    expect(asked.joinAgainAsked).toBe(true);
    const final = { name: 'Ada', score: 300, rank: 1 };
    const stillEnded = reduceSession(asked, {
      type: 'joinFailed',
      error: { code: 'ended', message: 'x', final },
    });
    expect(stillEnded).toMatchObject({ phase: 'failed', joinAgainAsked: true });
    const back = reduceSession(stillEnded, {
      type: 'joined',
      state: makeAudienceState(),
      receivedAt: 0,
    });
    expect(back).toMatchObject({ phase: 'joined', joinAgainAsked: false, view: { ended: false } });
  });
});
