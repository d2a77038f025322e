import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { ImageField } from './image-field';

/** The deck's logo (Pro): uploaded like slide images; Free users are told why and where to upgrade. */
export function LogoField({ deck, isPro }: { deck: TPresentation; isPro: boolean }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const logoUrl = deck.logoUrl ?? null;
  return (
    <section className="panel-section logo-field" aria-labelledby="logo-field-title">
      <h2 id="logo-field-title" className="panel-section__title">
        {t('branding.logo')} <span className="badge badge--pro">{t('branding.proBadge')}</span>
      </h2>
      <p className="field__hint">{t('branding.logoHint')}</p>
      {isPro ? (
        <ImageField
          uploadLabel={t('branding.uploadLogo')}
          removeLabel={t('branding.removeLogo')}
          imageUrl={logoUrl}
          previewAlt={t('branding.logoPreviewAlt')}
          onChange={(url) => editor.setLogoUrl(url)}
        />
      ) : (
        <>
          <p className="field__hint">
            {logoUrl ? t('branding.logoHiddenOnFree') : t('branding.logoProOnly')}
          </p>
          <Link to="/pricing" className="button button--secondary button--small">
            {t('branding.upgrade')}
          </Link>
          {logoUrl && (
            <button
              type="button"
              className="button button--ghost-danger button--small"
              onClick={() => editor.setLogoUrl(null)}
            >
              {t('branding.removeLogo')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
