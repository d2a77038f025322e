import { createHostParts } from '../components/host-parts';
import { zoomI18n } from './zoom-messages';

/**
 * Connecting: waiting for Zoom (at most ZOOM_CONNECT_TIMEOUT_MS). Elsewhere: outside Zoom, or
 * outside a meeting: what the page is, and where to go.
 */
export const { Connecting, Elsewhere } = createHostParts('zoom', zoomI18n);
