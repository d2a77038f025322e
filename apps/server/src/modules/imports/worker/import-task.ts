import type { MessagePort } from 'node:worker_threads';
import type { TImportErrorCode } from '@crowdeck/core';

/**
 * What the import worker is given (plain data that crosses to a worker thread). `cancel` is a
 * one-slot Int32Array over shared memory: the event loop's thread sets it to 1 and the worker
 * stops before its next page.
 */
export type TImportTask =
  | { kind: 'countPdf'; path: string }
  | { kind: 'readPptx'; path: string }
  | {
      kind: 'renderPdf';
      path: string;
      /** 1-based page numbers to render, in the order wanted. */
      pages: number[];
      /** Longest side of a page image, in pixels. */
      maxSide: number;
      /** Page images over this many bytes are written as JPEG instead of PNG. */
      maxBytes: number;
      /** Alternative text is cut to this many characters. */
      altMax: number;
      cancel: Int32Array;
      port: MessagePort;
    };

/** A rendered page, sent through the task's port as soon as it is done. */
export interface TRenderedPage {
  /** Index in the task's `pages`. */
  index: number;
  data: Uint8Array;
  ext: 'png' | 'jpg';
  width: number;
  height: number;
  /** The page's text, whitespace collapsed, cut to `altMax`. */
  alt: string;
}

/** One slide of a PowerPoint package, in the presentation's order. */
export interface TPptxSlide {
  hidden: boolean;
  notes: string;
}

export type TImportTaskResult =
  | { ok: true; kind: 'countPdf'; pages: number }
  | { ok: true; kind: 'readPptx'; title: string; slides: TPptxSlide[] }
  | { ok: true; kind: 'renderPdf'; rendered: number; cancelled: boolean }
  | { ok: false; code: TImportErrorCode; message?: string };
