import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import {
  DEFAULT_FONT_FAMILY,
  FONT_FAMILIES,
  isFontAllowed,
  PRO_FONT_FAMILIES,
  type TPresentation,
} from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useHasProFeatures } from '../../editor/use-branding';
import { toFontStack, useFontStylesheets } from '../../editor/use-font-stylesheets';
import { usePlan } from '../../auth/use-profile';
import { LogoField } from './logo-field';
import { AnonymousSessionField } from './anonymous-session-field';
import { ParticipantsField } from './participants-field';
import { ModesField } from './modes-field';
import { TeamsField } from './teams-field';
import { AudienceLanguageField } from './audience-language-field';
import { PanelFieldset } from './panel-fieldset';

const ALL_FAMILIES = FONT_FAMILIES.map((font) => font.family);

/** The Design tab: the presentation's font (Pro fonts marked) and its Pro logo. */
export function DesignTab({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const plan = usePlan();
  const isPro = useHasProFeatures() === true;
  useFontStylesheets(ALL_FAMILIES);
  // A locked organisation theme decides the font and logo: shown, not changeable here.
  const themeLocked = deck.brand?.locked === true;
  const current = (themeLocked ? deck.brand?.fontFamily : deck.fontFamily) ?? DEFAULT_FONT_FAMILY;
  const hasLockedFonts = !isPro && FONT_FAMILIES.some(({ family }) => !isFontAllowed(plan, family));
  return (
    <>
      <PanelFieldset legend={t('editor.fontFamily')} className="font-picker">
        <p className="field__hint">
          {themeLocked ? t('branding.lockedByOrganisation') : t('editor.fontHint')}
        </p>
        {FONT_FAMILIES.map(({ family }) => {
          const isProFont = PRO_FONT_FAMILIES.includes(family);
          const isLocked = !isPro && isProFont;
          return (
            <label
              key={family}
              className={`font-picker__choice${isLocked ? ' font-picker__choice--locked' : ''}`}
              style={{ fontFamily: toFontStack(family) }}
            >
              <input
                type="radio"
                name="fontFamily"
                value={family}
                checked={current === family}
                disabled={isLocked || themeLocked}
                onChange={() => editor.setFontFamily(family)}
              />
              <span className="font-picker__name">
                {family}
                {isProFont && <span className="badge badge--pro">{t('branding.proBadge')}</span>}
              </span>
              <span className="font-picker__sample" aria-hidden="true">
                {t('editor.fontSample')}
              </span>
            </label>
          );
        })}
        {hasLockedFonts && (
          <p className="field__hint">
            {isFontAllowed(plan, current)
              ? t('branding.proFontsHint')
              : t('branding.fontHiddenOnFree', { family: current })}{' '}
            <Link to="/pricing">{t('branding.upgrade')}</Link>
          </p>
        )}
      </PanelFieldset>
      {!themeLocked && <LogoField deck={deck} isPro={isPro} />}
      <ModesField deck={deck} />
      <TeamsField deck={deck} />
      <AnonymousSessionField deck={deck} />
      <ParticipantsField deck={deck} />
      <AudienceLanguageField deck={deck} />
    </>
  );
}
