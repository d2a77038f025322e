import { describe, expect, it } from 'vitest';
import { readConfigFields, resolveImageUrl, trimSlashes } from './runtime-config';

describe('shared runtime config', () => {
  it('reads only fields of the right type', () => {
    const fields = readConfigFields({
      apiUrl: 'http://a/',
      rate: 0.5,
      on: true,
      off: 'true',
      n: 'x',
    });
    expect(fields.text('apiUrl')).toBe('http://a/');
    expect(fields.text('apiUrl', { trim: true })).toBe('http://a');
    expect(fields.text('rate')).toBe('');
    expect(fields.number('rate')).toBe(0.5);
    expect(fields.number('n')).toBeUndefined();
    expect(fields.flag('on')).toBe(true);
    expect(fields.flag('off')).toBe(false);
  });

  it('treats anything but an object as no fields', () => {
    for (const raw of [undefined, null, 'x', 3]) {
      expect(readConfigFields(raw).text('apiUrl')).toBe('');
    }
  });

  it('trims trailing slashes only', () => {
    expect(trimSlashes('http://a//')).toBe('http://a');
    expect(trimSlashes('/')).toBe('');
  });

  it('resolves uploads against the upload origin, loopback ones included', () => {
    const base = 'http://192.168.1.5:3000';
    expect(resolveImageUrl('/uploads/a.png', base)).toBe(`${base}/uploads/a.png`);
    expect(resolveImageUrl('http://localhost:3000/uploads/a.png', base)).toBe(
      `${base}/uploads/a.png`,
    );
    expect(resolveImageUrl('https://cdn.example/a.png', base)).toBe('https://cdn.example/a.png');
    expect(resolveImageUrl('//evil.example/a.png', base)).toBeNull();
    expect(resolveImageUrl('javascript:alert(1)', base)).toBeNull();
    expect(resolveImageUrl(null, base)).toBeNull();
  });
});
