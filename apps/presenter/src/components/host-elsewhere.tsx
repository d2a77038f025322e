import { INTEGRATIONS_ROUTE } from '@crowdeck/core';

/**
 * An integration's page opened outside its host (or with nothing to show there): what the page
 * is, and links to open Crowdeck and to its Integrations page. `block` names the page's CSS block.
 */
export function HostElsewhere({
  block,
  title,
  text,
  appUrl,
  openLabel,
  installLabel,
}: {
  block: string;
  title: string;
  text: string;
  appUrl: string;
  openLabel: string;
  installLabel: string;
}) {
  return (
    <div className={`${block}__elsewhere`}>
      <h1 className={`${block}__title`}>{title}</h1>
      <p>{text}</p>
      <div className={`${block}__row`}>
        <a className="button button--primary" href={appUrl} target="_blank" rel="noopener">
          {openLabel}
        </a>
        <a
          className="button"
          href={`${appUrl}${INTEGRATIONS_ROUTE}`}
          target="_blank"
          rel="noopener"
        >
          {installLabel}
        </a>
      </div>
    </div>
  );
}
