import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { getTestimonials } from '../../../shared/api/public/contracts.js';
import { testimonialListSchema } from '../../../shared/api/public/schemas.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let demo: TestApp;
let real: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ SEED_DEMO_DATA: 'true' });
  real = await createTestApp({ SEED_DEMO_DATA: 'false' });
});
afterAll(async () => {
  await demo?.close();
  await real?.close();
});

const ask = async (t: TestApp) => {
  const res = await t.app.inject(urlOf(getTestimonials));
  expect(res.statusCode).toBe(200);
  return testimonialListSchema.parse(res.json());
};

describe('testimonials', () => {
  it('serves the demo reviews, marked as demo, while the site runs on demo data', async () => {
    const list = await ask(demo);
    expect(list.demo).toBe(true);
    expect(list.testimonials.length).toBeGreaterThanOrEqual(3);
  });

  it('serves none without demo data: no invented review reaches a real site', async () => {
    expect(await ask(real)).toEqual({ demo: false, testimonials: [] });
  });
});
