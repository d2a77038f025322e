import { useTranslation } from '../i18n/i18n';

/** The deck's Pro logo in the top-right corner of a slide canvas or the lobby; nothing without one. */
export function SlideLogo({
  url,
  className,
  alt,
}: {
  url: string | null;
  className?: string;
  /** White label: the organisation's name. */
  alt?: string;
}) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <img
      className={`slide-logo ${className ?? ''}`.trim()}
      src={url}
      alt={alt ?? t('branding.logoAlt')}
    />
  );
}
