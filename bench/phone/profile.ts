import type { CDPSession } from 'playwright-core';

/**
 * Chrome DevTools' 4G network presets, in the numbers DevTools and Puppeteer's
 * PredefinedNetworkConditions use: DevTools throttles per request, so round trips and throughput
 * are scaled (latency × 3.75 and × 2.75, throughput × 0.9). "Slow 4G" is also Lighthouse's mobile
 * profile (DevTools' former "Fast 3G").
 */
export const NETWORK_PRESETS = {
  'slow-4g': {
    name: 'Slow 4G',
    latencyMs: 150 * 3.75,
    downloadBytesPerSecond: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadBytesPerSecond: ((750 * 1000) / 8) * 0.9,
  },
  'fast-4g': {
    name: 'Fast 4G',
    latencyMs: 60 * 2.75,
    downloadBytesPerSecond: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadBytesPerSecond: ((1.5 * 1000 * 1000) / 8) * 0.9,
  },
} as const;

export type TNetworkPreset = (typeof NETWORK_PRESETS)[keyof typeof NETWORK_PRESETS];

/** The phone: a CPU 4× slower than this machine's, a 390×844 screen, a mobile user agent. */
export const MOBILE_PROFILE = {
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
} as const;

/** The preset and the phone in words, for the report. */
export function describeProfile(network: TNetworkPreset): string {
  const mbit = (bytes: number) => ((bytes * 8) / 1_000_000).toFixed(2);
  return (
    `Chromium with DevTools' “${network.name}”: ${network.latencyMs} ms request latency, ` +
    `${mbit(network.downloadBytesPerSecond)} Mbit/s down, ${mbit(network.uploadBytesPerSecond)} Mbit/s up; ` +
    `CPU ${MOBILE_PROFILE.cpuSlowdown}× slower; ${MOBILE_PROFILE.viewport.width}×${MOBILE_PROFILE.viewport.height} phone viewport`
  );
}

/** Applies `network` and the phone's CPU slowdown to one page, with its cache off. */
export async function throttle(cdp: CDPSession, network: TNetworkPreset): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downloadBytesPerSecond,
    uploadThroughput: network.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}
