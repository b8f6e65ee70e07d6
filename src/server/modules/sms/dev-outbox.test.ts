import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSmsOutbox } from './sms-queue.js';

describe('the development outbox page', () => {
  it('is not there (404) unless NODE_ENV=development or DEV_OUTBOX=true', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject('/dev/outbox?phone=0501234567');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Development outbox');
    } finally {
      await t.close();
    }
  });

  describe('with DEV_OUTBOX=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEV_OUTBOX: 'true' });
      const outbox = createSmsOutbox(t.app.jobs, t.config);
      const send = (toPhone: string, body: string) =>
        t.database.db.transaction((tx) => outbox.send(tx, { toPhone, body, kind: 'continue-on-phone', applicationId: crypto.randomUUID() }));
      await send('+971501112233', 'Continue here: https://maids.example/continue?token=abc&x=1 <script>alert(1)</script>');
      await send('+971501112233', 'Your code is 123456');
      await send('+971559998877', 'Someone else: https://maids.example/other');
    });
    afterAll(() => t?.close());

    it("lists a phone's latest messages, newest first, with their links, everything escaped", async () => {
      const res = await t.app.inject(`/dev/outbox?phone=${encodeURIComponent('050 111 2233')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<a href="https://maids.example/continue?token=abc&amp;x=1">');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body).not.toContain('<script>');
      expect(res.body.indexOf('Your code is 123456')).toBeLessThan(res.body.indexOf('Continue here'));
      expect(res.body).not.toContain('Someone else');
    });

    it('asks for a number, and says so when it is not a UAE mobile number', async () => {
      const empty = await t.app.inject('/dev/outbox');
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('<label for="phone">');
      const bad = await t.app.inject('/dev/outbox?phone=%22%3E%3Cb%3E');
      expect(bad.body).toContain('Enter a UAE mobile number');
      expect(bad.body).toContain('value="&quot;&gt;&lt;b&gt;"');
    });
  });
});
