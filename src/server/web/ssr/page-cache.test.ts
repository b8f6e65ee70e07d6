import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';

describe('the kept server-rendered pages', () => {
  it('gives a page back only for the catalogue snapshot it was rendered from, and drops it for another', () => {
    const cache = createPageCache();
    const snapshot = {};
    cache.set('en /hire-maid?', '<main>cards</main>', snapshot);
    expect(cache.get('en /hire-maid?', snapshot)?.html).toBe('<main>cards</main>');
    // A maid hidden or hired: the next snapshot.
    expect(cache.get('en /hire-maid?', {})).toBeUndefined();
    expect(cache.get('en /hire-maid?', snapshot)).toBeUndefined();
  });

  it('keeps at most 500 pages, the least used going first, and empties at once when staff change anything', () => {
    const cache = createPageCache();
    const snapshot = {};
    for (let i = 0; i < 501; i++) cache.set(`en /maid/${i}?`, `maid ${i}`, snapshot);
    expect(cache.size).toBe(500);
    expect(cache.get('en /maid/0?', snapshot)).toBeUndefined();
    expect(cache.get('en /maid/500?', snapshot)?.html).toBe('maid 500');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
