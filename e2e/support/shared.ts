// What the end-to-end specs share with the benchmarks: how Chromium starts, how a phone connects.
export { CHROMIUM_LAUNCH } from './chromium';
export { connectPhone, type TPhoneSocket } from './phones';
