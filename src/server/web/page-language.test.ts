import { describe, expect, it } from 'vitest';
import { hreflangTags, pageLanguage, withHtmlLanguage } from './page-language.js';

const url = (path: string) => new URL(path, 'http://local');

describe('pageLanguage', () => {
  it('takes ?lang= and keeps it in a cookie for a year', () => {
    const choice = pageLanguage(url('/hire-maid?lang=ar'), undefined, false);
    expect(choice.lang).toBe('ar');
    expect(choice.setCookie).toBe('lang=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('serves the kept language when there is no parameter, and leaves the cookie alone', () => {
    expect(pageLanguage(url('/'), 'sid=1; lang=ru', false)).toEqual({ lang: 'ru' });
    expect(pageLanguage(url('/'), 'lang=klingon', false)).toEqual({ lang: 'en' });
  });

  it('lets the parameter win over the cookie; en or an unknown value clears it', () => {
    expect(pageLanguage(url('/?lang=fr'), 'lang=ru', false).lang).toBe('fr');
    for (const param of ['en', 'xx']) {
      const choice = pageLanguage(url(`/?lang=${param}`), 'lang=ru', false);
      expect(choice.lang).toBe('en');
      expect(choice.setCookie).toMatch(/^lang=; Max-Age=0; Path=\//);
    }
  });

  it('keeps the back office English without touching the visitor’s choice', () => {
    expect(pageLanguage(url('/admin?lang=ar'), 'lang=ar', true)).toEqual({ lang: 'en' });
  });
});

describe('withHtmlLanguage', () => {
  it('writes lang and dir on the template’s <html>', () => {
    expect(withHtmlLanguage('<!doctype html><html lang="en" dir="ltr"><head>', 'ar')).toBe('<!doctype html><html lang="ar" dir="rtl"><head>');
    expect(withHtmlLanguage('<html><head>', 'hi')).toBe('<html lang="hi" dir="ltr"><head>');
  });
});

describe('hreflangTags', () => {
  it('names every language’s version of the page and the bare path as x-default, without tracking parameters', () => {
    const tags = hreflangTags(url('/hire-maid?utm_source=fb&lang=ru'), 'https://maids.example/');
    expect(tags.match(/<link [^>]+>/g)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://maids.example/hire-maid?lang=en">',
      '<link rel="alternate" hreflang="ar" href="https://maids.example/hire-maid?lang=ar">',
      '<link rel="alternate" hreflang="ru" href="https://maids.example/hire-maid?lang=ru">',
      '<link rel="alternate" hreflang="hi" href="https://maids.example/hire-maid?lang=hi">',
      '<link rel="alternate" hreflang="fr" href="https://maids.example/hire-maid?lang=fr">',
      '<link rel="alternate" hreflang="x-default" href="https://maids.example/hire-maid">',
    ]);
  });
});
