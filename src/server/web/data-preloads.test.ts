import { describe, expect, it } from 'vitest';
import { dataPreloadTags, SITE_INFO_URL } from './data-preloads.js';

describe('dataPreloadTags', () => {
  it('preloads the main site info on the pages that wait for it, with the ampersand escaped', () => {
    const tag = `<link rel="preload" as="fetch" crossorigin href="${SITE_INFO_URL.replace('&', '&amp;')}">`;
    expect(dataPreloadTags('/hire-maid')).toBe(tag);
    expect(dataPreloadTags('/hire-nanny/')).toBe(tag);
  });

  it('preloads nothing on pages that render without waiting for data', () => {
    for (const path of ['/', '/shortlisted-maids', '/hire-maid/faq', '/app', '/some-slug']) expect(dataPreloadTags(path)).toBe('');
  });
});
