import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { startLiveSession, type TLiveSession, type TLiveSessionActions } from './live-session';
import { INITIAL_SESSION, reduceSession, type TSessionState } from './session-reducer';

interface TLiveSessionContext {
  state: TSessionState;
  actions: TLiveSessionActions;
}

const LiveSessionContext = createContext<TLiveSessionContext | null>(null);

/** The one live session of the page: its state for screens, its actions for answering. */
export function LiveSessionProvider(props: { code: string; children: ReactNode }): ReactNode {
  const { code, children } = props;
  const [state, dispatch] = useReducer(reduceSession, INITIAL_SESSION);
  const sessionRef = useRef<TLiveSession | null>(null);

  useEffect(() => {
    const session = startLiveSession(code, dispatch);
    sessionRef.current = session;
    return () => {
      session.stop();
      sessionRef.current = null;
    };
  }, [code]);

  const actions = useMemo<TLiveSessionActions>(
    () => ({
      submitName: (name) => sessionRef.current?.submitName(name),
      submitRosterName: (name) => sessionRef.current?.submitRosterName(name),
      submitTeam: (teamId) => sessionRef.current?.submitTeam(teamId),
      joinAgain: () => sessionRef.current?.joinAgain(),
      submitAnswer: (request) =>
        sessionRef.current?.submitAnswer(request) ??
        Promise.resolve({ ok: false, code: 'network' }),
      sendReaction: (kind) => sessionRef.current?.sendReaction(kind) ?? Promise.resolve('failed'),
      changeTeam: (teamId) =>
        sessionRef.current?.changeTeam(teamId) ?? Promise.resolve({ kind: 'failed' }),
      claimExtraTime: (code) =>
        sessionRef.current?.claimExtraTime(code) ?? Promise.resolve('failed'),
      loadQa: () => sessionRef.current?.loadQa() ?? Promise.resolve(false),
      askQuestion: (request) =>
        sessionRef.current?.askQuestion(request) ?? Promise.resolve({ ok: false, error: null }),
      voteQuestion: (questionId, up) =>
        sessionRef.current?.voteQuestion(questionId, up) ?? Promise.resolve(false),
    }),
    [],
  );

  const value = useMemo(() => ({ state, actions }), [state, actions]);
  return <LiveSessionContext.Provider value={value}>{children}</LiveSessionContext.Provider>;
}

function useLiveSessionContext(): TLiveSessionContext {
  const context = useContext(LiveSessionContext);
  if (!context) throw new Error('useLiveSession needs a LiveSessionProvider.');
  return context;
}

/** The session's state (phase, connection, the joined view). */
export function useLiveSession(): TSessionState {
  return useLiveSessionContext().state;
}

/** What a screen can ask of the session: nickname, answers, reactions. */
export function useLiveActions(): TLiveSessionActions {
  return useLiveSessionContext().actions;
}
