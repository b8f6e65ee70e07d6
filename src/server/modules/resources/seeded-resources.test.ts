import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { CONTRACT_SAMPLE_CODE, GUIDE_CODE, VISA_SERVICE_SAMPLE_CODE } from '../../../shared/api/resources/codes.js';
import { downloadResource, getLegalDisclosureFile } from '../../../shared/api/resources/contracts.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seeded PDFs', () => {
  it('stream as real PDFs for every code the site links to', async () => {
    const urls = [
      urlOf(downloadResource, {}, { code: CONTRACT_SAMPLE_CODE }),
      urlOf(downloadResource, {}, { code: VISA_SERVICE_SAMPLE_CODE }),
      urlOf(downloadResource, {}, { code: `${t.config.PRODUCT_SLUG}_site_insurance` }),
      urlOf(downloadResource, {}, { code: GUIDE_CODE }),
      getLegalDisclosureFile.path,
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('application/pdf');
      expect(res.headers['content-disposition'], url).toMatch(/^inline; filename=".+\.pdf"/);
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      expect(res.rawPayload.subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
    }
  });
});
