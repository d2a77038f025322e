import { INTEGRATIONS_ROUTE } from '@crowdeck/core';
import type { TTranslate } from '@crowdeck/web';

/** The messages read, under the add-in's prefix (e.g. `office.outside.text`). */
type TOutsideKey<TAddin extends string> = `${TAddin}.outside.${'text' | 'install' | 'open'}`;

/**
 * An Office add-in opened outside its host: what it is, a link to install it (the Integrations
 * page) and one to open Crowdeck, both leaving the add-in's frame; `rowClass` styles the links' row.
 */
export function OfficeOutside<TAddin extends string>({
  addin,
  t,
  rowClass,
}: {
  addin: TAddin;
  t: TTranslate<TOutsideKey<TAddin>>;
  rowClass: string;
}) {
  return (
    <>
      <p className="addin__lead">{t(`${addin}.outside.text`)}</p>
      <div className={rowClass}>
        <a className="button button--primary" href={INTEGRATIONS_ROUTE} target="_top">
          {t(`${addin}.outside.install`)}
        </a>
        <a className="button" href="/" target="_top">
          {t(`${addin}.outside.open`)}
        </a>
      </div>
    </>
  );
}
