import type { Plugin } from 'vite';

/** The web apps' build plugin that writes .gz and .br beside each text asset. */
export function precompressedAssets(): Plugin;
