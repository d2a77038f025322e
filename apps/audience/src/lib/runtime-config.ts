/** Addresses the server hands the app at run time through /config.js. */
export interface TRuntimeConfig {
  apiUrl: string;
  presenterUrl: string;
  audienceUrl: string;
}

declare global {
  interface Window {
    __CROWDECK_CONFIG__?: Partial<TRuntimeConfig>;
  }
}

/** The runtime configuration, with same-origin defaults when /config.js did not load. */
export const runtimeConfig: TRuntimeConfig = {
  apiUrl: window.__CROWDECK_CONFIG__?.apiUrl ?? '',
  presenterUrl: window.__CROWDECK_CONFIG__?.presenterUrl ?? '',
  audienceUrl: window.__CROWDECK_CONFIG__?.audienceUrl ?? window.location.origin,
};
