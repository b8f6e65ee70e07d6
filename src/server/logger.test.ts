import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { loggerOptions } from './logger.js';

/** A server logging into an array at `level`, with a route that logs at info and at error. */
async function serverLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions(loadConfig({ LOG_LEVEL: level })) as object), stream },
    disableRequestLogging: true,
  });
  app.get('/work', (request) => {
    request.log.info('quiet line');
    request.log.error({ iban: 'AE070331234567890123456', body: { emiratesIdNumber: '784-1990-1234567-6' } }, 'loud line');
    request.log.child({ step: 'documents' }).warn('child line');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  it('at level warn, write the lines at warn and above with the request id, redacted, and nothing below', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    const res = await app.inject('/work');
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['loud line', 'child line']);
    for (const line of lines) expect(line.reqId).toBe(lines[0]!.reqId);
    expect(lines[0]!.iban).toBe('[redacted]');
    expect(lines[0]!.body).toEqual({ emiratesIdNumber: '[redacted]' });
    expect(lines[1]!.step).toBe('documents');
    await app.close();
  });

  it('at level info, write the info line too', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject('/work');
    expect(lines.map((l) => l.msg)).toEqual(['quiet line', 'loud line', 'child line']);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
    await app.close();
  });

  it('give each request its own id', async () => {
    const { app, lines } = await serverLoggingAt('error');
    await app.inject('/work');
    await app.inject('/work');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
    await app.close();
  });
});
