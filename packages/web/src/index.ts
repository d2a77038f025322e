export { getBarRows, type TBarRow } from './bar-rows';
export { isolateText } from './bidi';
export { findUnguardedHover } from './hover-styles';
export { toFontStack, useFontStylesheets } from './font-stylesheets';
export {
  readConfigFields,
  readPageConfig,
  resolveImageUrl,
  trimSlashes,
  type TConfigFields,
} from './runtime-config';
export { checkCatalogue, NO_CATALOGUE_PROBLEMS, type TCatalogueProblems } from './catalogue-check';
export { createI18n, type TI18n } from './i18n';
export {
  createTranslator,
  findMessage,
  listMessageKeys,
  listPlaceholders,
  type TMessageKey,
  type TMessages,
  type TOptions,
  type TTranslate,
} from './translate';
export { useNow } from './use-now';
export { useFontFace } from './use-font-face';
export { DialogButton } from './dialog-button';
export { PlaceRow, type TPlaceRowClasses } from './place-row';
