import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the five characters HTML gives meaning to into entities, ampersands first', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves every other character as it is', () => {
    expect(escapeHtml('Grüße, مرحبا 😀 / = ;')).toBe('Grüße, مرحبا 😀 / = ;');
  });
});
