import { create } from 'zustand';

const KEY = 'crowdeck:present-sound';

function readStored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

/** Whether the big screen plays its sounds: off by default, remembered on this computer. */
export const useSoundSetting = create<{ isOn: boolean }>(() => ({ isOn: readStored() }));

/** Turns the big screen's sounds on or off (one mute control). */
export function setSoundOn(isOn: boolean): void {
  useSoundSetting.setState({ isOn });
  try {
    localStorage.setItem(KEY, isOn ? 'on' : 'off');
  } catch {
    // Not remembered: it is off again next time, nothing worse.
  }
}
