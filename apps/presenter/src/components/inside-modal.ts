/** Matches anything inside an open modal, for page-wide key handlers that must leave it alone. */
export const INSIDE_MODAL = '.modal-backdrop';
