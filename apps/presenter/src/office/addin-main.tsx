import './office.css';
import { mountHostPage } from '../app/mount-host-page';
import { runtimeConfig } from '../config/runtime-config';
import { createAddinApi } from './addin-api';
import { BLANK_ADDIN_STATE, createAddinController } from './addin-controller';
import { AddinPage } from './addin-page';
import { createGrantStore } from './grant-store';
import { officeGlobal } from './office-host';
import { setOfficeLanguage } from './office-messages';

const office = officeGlobal();
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

/** Office on the web's key for partitioned storage (absent elsewhere). */
const partitionKey = (): string => {
  try {
    return office?.context.partitionKey ?? '';
  } catch {
    return '';
  }
};

const readLanguage = (): string | undefined => {
  try {
    return office?.context.displayLanguage;
  } catch {
    return undefined;
  }
};

const render = mountHostPage('addin.html', setOfficeLanguage);

const controller = office
  ? createAddinController({
      office,
      api: createAddinApi(runtimeConfig.apiUrl),
      grants: createGrantStore(storage, partitionKey()),
      origin: window.location.origin,
    })
  : null;

render(<AddinPage controller={controller ?? outsideController()} />);

if (controller) {
  void controller.start().then(() => setOfficeLanguage([readLanguage(), ...navigator.languages]));
}

/** office.js did not load (a plain browser offline, or blocked): the fallback at once. */
function outsideController() {
  const state = { phase: 'outside' as const, ...BLANK_ADDIN_STATE };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    start: async () => undefined,
    signIn: async () => undefined,
    choose: async () => undefined,
    change: () => undefined,
    signOut: async () => undefined,
  } satisfies ReturnType<typeof createAddinController>;
}
