import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packageInput } from '../../../test/app-packages';
import { buildTeamsAppPackage } from './app-package';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const input = packageInput(ID);

/** Every pixel of a PNG as RGBA. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const list: { r: number; g: number; b: number; a: number }[] = [];
  for (let i = 0; i < data.length; i += info.channels) {
    list.push({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: data[i + 3]! });
  }
  return list;
}

describe("the Teams app's package", () => {
  it('has a 192×192 colour icon and a 32×32 white-on-transparent outline icon', async () => {
    const zip = await JSZip.loadAsync(await buildTeamsAppPackage(input));
    const color = await zip.file('color.png')!.async('nodebuffer');
    const outline = await zip.file('outline.png')!.async('nodebuffer');

    const colorMeta = await sharp(color).metadata();
    expect({ format: colorMeta.format, w: colorMeta.width, h: colorMeta.height }).toEqual({
      format: 'png',
      w: 192,
      h: 192,
    });
    // The brand colour fills the colour icon to its corners (Teams rounds them), opaque.
    const colorPixels = await pixels(color);
    for (const index of [0, 191, 96 * 192 + 20, 192 * 192 - 1]) {
      expect(colorPixels[index]).toEqual({ r: 0x5b, g: 0x3d, b: 0xf5, a: 255 });
    }
    expect(colorPixels.every((pixel) => pixel.a === 255)).toBe(true);

    const outlineMeta = await sharp(outline).metadata();
    expect({ format: outlineMeta.format, w: outlineMeta.width, h: outlineMeta.height }).toEqual({
      format: 'png',
      w: 32,
      h: 32,
    });
    expect(outlineMeta.hasAlpha).toBe(true);
    const outlinePixels = await pixels(outline);
    // Transparent background: the corners and the space between frame and bars are see-through.
    for (const [x, y] of [
      [0, 0],
      [31, 0],
      [0, 31],
      [31, 31],
      [5, 5],
    ]) {
      expect(outlinePixels[y! * 32 + x!]?.a, `${x},${y}`).toBe(0);
    }
    const drawn = outlinePixels.filter((pixel) => pixel.a > 0);
    const transparent = outlinePixels.length - drawn.length;
    expect(transparent).toBeGreaterThan(outlinePixels.length / 2);
    expect(drawn.length).toBeGreaterThan(100);
    // Only white is drawn (anti-aliased edges are white with partial alpha).
    for (const pixel of drawn) expect(pixel).toMatchObject({ r: 255, g: 255, b: 255 });
  });
});
