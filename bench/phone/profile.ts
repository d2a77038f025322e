import type { CDPSession } from 'playwright-core';

/**
 * Lighthouse's mobile profile as DevTools throttling applies it: 150 ms round trips and 1.6 Mbit/s
 * down, 750 kbit/s up ("slow 4G"), multiplied by Lighthouse's DevTools factors (latency × 3.75,
 * throughput × 0.9) because DevTools throttles per request, and a CPU 4× slower than this one.
 */
export const MOBILE_PROFILE = {
  description:
    'Chromium throttled like Lighthouse mobile: 562.5 ms request latency, 1.44 Mbit/s down, 675 kbit/s up, CPU 4× slower; 390×844 phone viewport',
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
} as const;

/** Applies the network and CPU throttling of MOBILE_PROFILE to one page. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}
