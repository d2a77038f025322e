import { useEffect, useRef } from 'react';
import { usePresenterStore } from '../../state/presenter-store';
import { getRemainingSeconds } from '../countdown';
import { getTickAt, isTimeUp } from './sound-cues';
import { createSoundEngine, type TSoundEngine } from './sound-engine';
import { useSoundSetting } from './sound-setting';

const CHECK_MS = 200;

/**
 * The big screen's optional sound track while sound is on: music over the lobby, ticks for the
 * last seconds of a question, a sound when time is up. Off by default; nothing depends on it.
 */
export function usePresentSound(): void {
  const isOn = useSoundSetting((state) => state.isOn);
  const engine = useRef<TSoundEngine | null>(null);

  useEffect(() => {
    if (!isOn) return;
    const sound = (engine.current ??= createSoundEngine());
    let lastTicked: number | null = null;
    let before: { slideId: string; phase: string } | null = null;
    const check = () => {
      const state = usePresenterStore.getState();
      if (state.isShowLobbyScreen) sound.startLobby();
      else sound.stopLobby();
      const question = state.audienceData?.question ?? null;
      const onScreen = question && question.slideId === state.slide?.id ? question : null;
      const now = onScreen ? { slideId: onScreen.slideId, phase: onScreen.phase } : null;
      if (isTimeUp(before, now)) sound.timeUp();
      if (onScreen?.phase === 'open') {
        const offset = state.audienceData?.clockOffset ?? 0;
        const left = getRemainingSeconds(onScreen.closesAt, Date.now(), offset);
        const tick = getTickAt(left, lastTicked);
        if (tick !== null) {
          lastTicked = tick;
          sound.tick();
        }
      } else {
        lastTicked = null;
      }
      before = now;
    };
    check();
    const timer = setInterval(check, CHECK_MS);
    return () => {
      clearInterval(timer);
      sound.stopAll();
    };
  }, [isOn]);
}
