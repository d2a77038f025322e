import { useTranslation } from 'react-i18next';

/** The deck's Pro logo in the top-right corner of a slide canvas or the lobby; nothing without one. */
export function SlideLogo({ url, className }: { url: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <img className={`slide-logo ${className ?? ''}`.trim()} src={url} alt={t('branding.logoAlt')} />
  );
}
