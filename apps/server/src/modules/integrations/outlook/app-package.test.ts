import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packageInput } from '../../../test/app-packages';
import { buildOutlookAppPackage } from './app-package';
import { drawOutlookIcons } from './icons';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const input = packageInput(ID);

const sizeOf = async (png: Buffer) => {
  const meta = await sharp(png).metadata();
  return { format: meta.format, w: meta.width, h: meta.height, alpha: meta.hasAlpha };
};

describe("the Outlook add-in's package", () => {
  it('has a 192×192 colour icon, a 32×32 outline icon with transparency', async () => {
    const zip = await JSZip.loadAsync(await buildOutlookAppPackage(input));
    const color = await zip.file('color.png')!.async('nodebuffer');
    const outline = await zip.file('outline.png')!.async('nodebuffer');
    expect(await sizeOf(color)).toMatchObject({ format: 'png', w: 192, h: 192 });
    expect(await sizeOf(outline)).toMatchObject({ format: 'png', w: 32, h: 32, alpha: true });
    // The outline icon is white on transparent: its corner is fully transparent.
    const { data } = await sharp(outline).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('draws the ribbon icons at 16, 32 and 80 pixels', async () => {
    const { ribbon } = await drawOutlookIcons();
    for (const size of [16, 32, 80] as const) {
      expect(await sizeOf(ribbon[size])).toMatchObject({ format: 'png', w: size, h: size });
    }
  });
});
