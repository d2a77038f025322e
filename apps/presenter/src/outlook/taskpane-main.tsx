import '../office/office.css';
import './outlook.css';
import { mountHostPage } from '../app/mount-host-page';
import { runtimeConfig } from '../config/runtime-config';
import { createAddinApi } from '../office/addin-api';
import { outlookGlobal } from './outlook-host';
import { outlookI18n, setOutlookLanguage } from './outlook-messages';
import { createTaskpaneController } from './taskpane-controller';
import { TaskpanePage } from './taskpane-page';

const office = outlookGlobal();

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }
})();

const render = mountHostPage('taskpane.html', setOutlookLanguage);

const controller = office
  ? createTaskpaneController({
      office,
      api: createAddinApi(runtimeConfig.apiUrl),
      origin: window.location.origin,
      apiUrl: runtimeConfig.apiUrl,
      audienceUrl: runtimeConfig.audienceUrl,
      storage,
      words: () => ({
        heading: outlookI18n.t('invitation.heading'),
        joinAt: outlookI18n.t('invitation.joinAt'),
        code: outlookI18n.t('invitation.code'),
        qrAlt: outlookI18n.t('invitation.qrAlt'),
      }),
    })
  : null;

render(<TaskpanePage controller={controller} />);

if (controller && office) {
  void controller.start().then(() => {
    try {
      // Office's language wins over the browser's once Office is ready.
      setOutlookLanguage([office.context.displayLanguage, ...navigator.languages]);
    } catch {
      // Not in Office: the browser's language stays.
    }
  });
}
