import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect.js';

describe('/url allowlist', () => {
  const origin = 'https://maids.example';
  const safe = (raw: string) => safeRedirectTarget(raw, { origin, extraHosts: ['wa.example.test'] });
  it.each([
    ['/hire-maid?x=1', '/hire-maid?x=1'],
    ['https://maids.example/legal', 'https://maids.example/legal'],
    ['https://api.whatsapp.com/send?phone=971', 'https://api.whatsapp.com/send?phone=971'],
    ['https://wa.example.test/send?phone=1', 'https://wa.example.test/send?phone=1'],
    ['tel:+971 4 000 0000', 'tel:+97140000000'],
    ['https://play.google.com/store/apps/details?id=x', 'https://play.google.com/store/apps/details?id=x'],
  ])('allows %s', (raw, expected) => {
    expect(safe(raw)).toBe(expected);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>1</script>',
    'https://evil.example/',
    'http://api.whatsapp.com/send',
    'https://api.whatsapp.com.evil.example/',
    'https://api.whatsapp.com@evil.example/',
    'https://user:pw@api.whatsapp.com/',
    ' \t//evil.example',
    'tel:javascript',
    '',
  ])('refuses %s', (raw) => {
    expect(safe(raw)).toBeUndefined();
  });
});
