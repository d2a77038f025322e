import type { TAudienceLanguage } from '../constants/languages';
import { buildTemplates } from './build';
import type { TTemplateCard, TTemplateDeck, TTemplateId } from './template-schema';
import { TEMPLATE_IDS } from './template-schema';
import type { TTemplateTexts } from './template-texts';
import { arTemplateTexts } from './texts-ar';
import { deTemplateTexts } from './texts-de';
import { enTemplateTexts } from './texts-en';
import { esTemplateTexts } from './texts-es';
import { frTemplateTexts } from './texts-fr';
import { ptBRTemplateTexts } from './texts-pt-br';

export * from './template-schema';

const TEXTS: Record<TAudienceLanguage, TTemplateTexts> = {
  en: enTemplateTexts,
  de: deTemplateTexts,
  es: esTemplateTexts,
  fr: frTemplateTexts,
  'pt-BR': ptBRTemplateTexts,
  ar: arTemplateTexts,
};

/** The built-in template `id` in `language`. */
export function getBuiltInTemplate(id: TTemplateId, language: TAudienceLanguage): TTemplateDeck {
  return buildTemplates(TEXTS[language])[id];
}

/** The gallery's cards of the built-in templates in `language`, in gallery order. */
export function listBuiltInTemplates(language: TAudienceLanguage): TTemplateCard[] {
  const decks = buildTemplates(TEXTS[language]);
  return TEMPLATE_IDS.map((id) => ({
    id,
    source: 'builtIn' as const,
    title: decks[id].title,
    description: decks[id].description,
    slideCount: decks[id].slides.length,
    slideTypes: decks[id].slides.map((slide) => slide.type),
  }));
}
