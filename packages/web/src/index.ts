export { getBarRows, type TBarRow } from './bar-rows';
export { toFontStack, useFontStylesheets } from './font-stylesheets';
export {
  readConfigFields,
  readPageConfig,
  resolveImageUrl,
  trimSlashes,
  type TConfigFields,
} from './runtime-config';
export { useNow } from './use-now';
