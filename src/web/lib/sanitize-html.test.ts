import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('notification HTML sanitiser', () => {
  it('keeps allowed inline markup and safe links; links to other sites open in a new tab', () => {
    expect(sanitizeHtml('<b>Hi</b> <a href="https://api.whatsapp.com/send?phone=1" onclick="x()">chat</a>')).toBe(
      '<b>Hi</b> <a href="https://api.whatsapp.com/send?phone=1" target="_blank" rel="noopener noreferrer">chat</a>',
    );
    expect(sanitizeHtml('<a href="/hire-maid">list</a><br>')).toBe('<a href="/hire-maid">list</a><br>');
    expect(sanitizeHtml('<a href="tel:+97140000000">call</a>')).toBe('<a href="tel:+97140000000">call</a>');
  });

  it('drops scripts, handlers, unsafe links and unknown elements', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">ok<script>alert(1)</script>')).toBe('ok');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="http://plain.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<div style="color:red"><p class="c">text</p></div>')).toBe('<p>text</p>');
    expect(sanitizeHtml('<svg><script>1</script></svg>after')).toBe('after');
  });
});
