import { expect } from 'vitest';
import type { Page as BrowserPage } from 'playwright-core';
import type { Language } from '../../src/shared/tracking';
import { untranslatedWords } from '../../src/shared/i18n/untranslated-text';

/**
 * What a visitor reads on the page now: every visible text node, and the texts a control shows or
 * says (placeholder, aria-label, alt, title, a button's value). Skipped: elements marked
 * `translate="no"` (HTML's own mark for text that is not to be translated: a name, a number, a
 * language's own name in the switcher, the English twin of a signed text).
 */
export function visibleTexts(page: BrowserPage): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const exempt = (el: Element | null) => Boolean(el?.closest('[translate="no"], script, style, noscript, template'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || exempt(parent) || !parent.checkVisibility()) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [alt], [title], input[type="submit"], input[type="button"]')) {
      if (exempt(el) || !el.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button') && el.value) out.push(el.value);
    }
    // The page's title is read out by screen readers and shown in the tab.
    if (document.title) out.push(document.title);
    return out;
  });
}

/** Each visible text with the words it shows untranslated (only those with some). */
export async function untranslatedOn(
  page: BrowserPage,
  language: Language,
  names: readonly string[] = [],
): Promise<{ text: string; words: string[] }[]> {
  const texts = await visibleTexts(page);
  return texts.map((text) => ({ text, words: untranslatedWords(text, language, names) })).filter((t) => t.words.length > 0);
}

/** Fails naming each text left untranslated on the page, and where (`where`: the route or step). */
export async function expectTranslated(
  page: BrowserPage,
  language: Language,
  where: string,
  names: readonly string[] = [],
): Promise<void> {
  const found = await untranslatedOn(page, language, names);
  expect(found.map((f) => `${where} [${language}]: "${f.text}"`)).toEqual([]);
}
