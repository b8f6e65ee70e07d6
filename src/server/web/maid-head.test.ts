import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtureCatalogue, type FixtureCatalogue } from '../test/catalogue.js';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
let fx: FixtureCatalogue;
let hidden: number;
beforeAll(async () => {
  // No built site: the placeholder page still carries the head the server writes.
  t = await createTestApp({ WEB_DIST_DIR: '/nonexistent-web-dist', PUBLIC_ORIGIN: 'https://maids.example' });
  fx = await addFixtureCatalogue(t.database.db);
  hidden = await fx.maid('Hidden', fx.nationalities.a.id, { hidden: true });
  await t.app.catalogue.sync();
});
afterAll(() => t.close());

const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(html)?.[1];

describe("a maid page's head, from the server", () => {
  it('names her in the title and description and shows her poster, by absolute URL, in the preview', async () => {
    const res = await t.app.inject(`/maid/${fx.ids.a1}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ana, Fixture A-lander maid, 33 | Sunrise Maids</title>');
    expect(meta(res.body, 'name', 'description')).toContain('Fixture A-lander');
    expect(meta(res.body, 'property', 'og:title')).toBe('Ana, Fixture A-lander maid, 33 | Sunrise Maids');
    expect(meta(res.body, 'property', 'og:image')).toBe('https://maids.example/media/posters/clip-01.jpg');
    expect(meta(res.body, 'property', 'og:url')).toBe(`https://maids.example/maid/${fx.ids.a1}`);
    expect(meta(res.body, 'name', 'robots')).toBeUndefined();
  });

  it('titles her page in the page’s language (issue 31); the preview’s description stays English', async () => {
    const res = await t.app.inject(`/maid/${fx.ids.a1}?lang=ar`);
    expect(res.body).toMatch(/<title>Ana، عاملة منزلية [^<]+، العمر 33 \| Sunrise Maids<\/title>/);
    const missing = await t.app.inject('/maid/2000000000?lang=ru');
    expect(missing.body).toContain('<title>Домработница не найдена | Sunrise Maids</title>');
  });

  it('answers a hired maid’s page too (the page says she is hired)', async () => {
    expect((await t.app.inject(`/maid/${fx.ids.hired}`)).statusCode).toBe(200);
  });

  it('answers 404, with the page and a not-found head, for a hidden, blocked, unknown or malformed maid', async () => {
    for (const id of [String(hidden), String(fx.ids.blocked), '2000000000', 'abc', '0', '99999999999']) {
      const res = await t.app.inject(`/maid/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, id).toContain('<title>Maid not found | Sunrise Maids</title>');
      expect(meta(res.body, 'name', 'robots')).toBe('noindex, nofollow');
      expect(meta(res.body, 'property', 'og:image')).toBeUndefined();
    }
  });
});
