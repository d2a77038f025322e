import { describe, expect, it } from 'vitest';
import { renderContentMarkdown } from './content-markdown';

describe('renderContentMarkdown', () => {
  it('renders bold, italic, lists and line breaks', () => {
    expect(renderContentMarkdown('**Bold** and *italic*')).toBe(
      '<p><strong>Bold</strong> and <em>italic</em></p>\n',
    );
    expect(renderContentMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
    expect(renderContentMarkdown('1. first\n2. second')).toContain('<ol>');
    expect(renderContentMarkdown('line one\nline two')).toBe('<p>line one<br>\nline two</p>\n');
  });

  it('opens links in a new tab, written or bare', () => {
    expect(renderContentMarkdown('[Docs](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer">Docs</a></p>\n',
    );
    expect(renderContentMarkdown('See https://example.org')).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('shows HTML and unsafe links as text, never as markup', () => {
    const html = renderContentMarkdown('<img src=x onerror=alert(1)><script>alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(renderContentMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
    expect(renderContentMarkdown('[x](data:text/html,hi)')).not.toContain('<a');
    expect(renderContentMarkdown('[x]("onmouseover=alert(1))')).not.toContain('<a');
  });

  it('leaves headings, images and code as plain text', () => {
    expect(renderContentMarkdown('# Title')).toBe('<p># Title</p>\n');
    expect(renderContentMarkdown('![alt](https://example.org/i.png)')).not.toContain('<img');
    expect(renderContentMarkdown('`code`')).toBe('<p>`code`</p>\n');
  });
});
