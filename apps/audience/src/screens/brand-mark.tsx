import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useBrand } from '../lib/brand';
import { resolveImageUrl, runtimeConfig } from '../lib/runtime-config';

/** The name (and logo) atop the phone's cards: the organisation's under white label, else ours. */
export function BrandMark(): ReactNode {
  const { t } = useTranslation();
  const brand = useBrand();
  if (!brand) return <p className="brand">{t('brand')}</p>;
  const logo = resolveImageUrl(brand.logoUrl, runtimeConfig.uploadUrl);
  return (
    <p className="brand brand-own" dir="auto">
      {logo ? <img className="brand-logo" src={logo} alt="" /> : null}
      <span dir="auto">{brand.name}</span>
    </p>
  );
}
