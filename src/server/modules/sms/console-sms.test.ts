import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { until } from '../../test/sms-stub.js';
import { consoleSmsSender } from './console-sms-sender.js';
import { createSmsOutbox } from './sms-queue.js';

const PHONE = '+971501234567';
const TOKEN = 'tok_secret_link_token_0123456789';
const BODY = `Sunrise Maids: continue your application on your phone: https://maids.example/continue?token=${TOKEN}`;

describe('the console SMS provider', () => {
  it('logs the kind and the masked number at info, never the text, its link or the whole number', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const log = pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger;
    const sent = await consoleSmsSender(log).send({ id: 7, toPhone: PHONE, body: BODY, kind: 'continue-on-phone', applicationId: 'app-1', idempotencyKey: 'k' });
    expect(sent).toEqual({ providerMessageId: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, sms: 7, kind: 'continue-on-phone', to: '+9715******67', applicationId: 'app-1' });
    for (const secret of [TOKEN, 'https://maids.example', PHONE, '1234567']) expect(lines[0]).not.toContain(secret);
  });

  describe('through the queue (the default provider)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ LOG_LEVEL: 'info' });
    });
    afterAll(() => t?.close());

    it('marks each message sent, and nothing it logs holds the text', async () => {
      const info = vi.spyOn(t.app.log, 'info');
      const warn = vi.spyOn(t.app.log, 'warn');
      expect(t.config.SMS_PROVIDER).toBe('console');
      const outbox = createSmsOutbox(t.app.jobs, t.config);
      await t.database.db.transaction((tx) => outbox.send(tx, { toPhone: PHONE, body: BODY, kind: 'spouse-sign-link', applicationId: crypto.randomUUID() }));
      const [queued] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, PHONE));
      const sent = await until(async () => {
        const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued!.id));
        return row?.status === 'sent' && row;
      }, 10_000, 'the message to be sent');
      expect(sent).toMatchObject({ provider: 'console', attempts: 1, lastError: null });
      const logged = JSON.stringify([...info.mock.calls, ...warn.mock.calls]);
      expect(info.mock.calls.some(([fields]) => (fields as { sms?: number }).sms === queued!.id)).toBe(true);
      expect(logged).not.toContain(TOKEN);
      expect(logged).not.toContain(PHONE);
      info.mockRestore();
      warn.mockRestore();
    });
  });
});
