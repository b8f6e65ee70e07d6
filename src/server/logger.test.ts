import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { serverLogging } from './logger.js';

const REQUEST_LINES = ['incoming request', 'request completed'];

/** A server logging into an array at `level`, with a route that logs at info and at error, and one that fails. */
async function serverLoggingAt(level: string, options: { genReqId?: () => string } = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ ...serverLogging(loadConfig({ LOG_LEVEL: level }), stream), ...options });
  app.get('/work', (request) => {
    request.log.info('quiet line');
    request.log.error({ iban: 'AE070331234567890123456', body: { emiratesIdNumber: '784-1990-1234567-6' } }, 'loud line');
    request.log.child({ step: 'documents' }).warn('child line');
    return { level: request.log.level };
  });
  // A route that logs more than the server does.
  app.get('/chatty', { logLevel: 'debug' }, (request) => {
    request.log.debug({ password: 'hunter2' }, 'debug line');
    return { level: request.log.level };
  });
  app.get('/fail', () => {
    throw Object.assign(new Error('the bank said no'), { password: 'hunter2' });
  });
  await app.ready();
  return { app, lines, own: () => lines.filter((l) => !REQUEST_LINES.includes(l.msg as string)) };
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
    const { app, own } = await serverLoggingAt('info');
    await app.inject('/work');
    expect(own().map((l) => l.msg)).toEqual(['quiet line', 'loud line', 'child line']);
    expect(new Set(own().map((l) => l.reqId)).size).toBe(1);
    await app.close();
  });

  it("keep a route's own log level, still with the request id and redacted", async () => {
    const { app, own } = await serverLoggingAt('info');
    expect((await app.inject('/chatty')).json()).toEqual({ level: 'debug' });
    expect(own()).toEqual([expect.objectContaining({ msg: 'debug line', password: '[redacted]', reqId: expect.any(String) })]);
    await app.close();
  });

  it('write a request id that needs escaping as valid JSON, whole', async () => {
    const { app, own } = await serverLoggingAt('info', { genReqId: () => 'a"b\\c' });
    await app.inject('/work');
    expect(own().map((l) => l.reqId)).toEqual(['a"b\\c', 'a"b\\c', 'a"b\\c']);
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

describe('request lines', () => {
  it('at info, name each request and its answer by the request id: method, path without its query, status and time', async () => {
    const { app, lines, own } = await serverLoggingAt('info');
    await app.inject({ url: '/work?token=secret-token&phone=%2B971501234567', headers: { cookie: 'staff_session=abc' } });
    const [incoming, completed] = lines.filter((l) => REQUEST_LINES.includes(l.msg as string));
    expect(incoming).toMatchObject({ level: 30, msg: 'incoming request', req: { method: 'GET', url: '/work' } });
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(typeof completed!.responseTime).toBe('number');
    expect(incoming!.reqId).toBe(own()[0]!.reqId);
    expect(completed!.reqId).toBe(own()[0]!.reqId);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|971501234567|staff_session/);
    await app.close();
  });

  it('are not written below info', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    await app.inject('/work');
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
    expect(lines.map((l) => l.msg)).not.toContain('request completed');
    await app.close();
  });

  it('log a failed request through the redacting logger', async () => {
    const { app, lines } = await serverLoggingAt('info');
    expect((await app.inject('/fail')).statusCode).toBe(500);
    const failed = lines.filter((l) => l.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(failed)).toContain('the bank said no');
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    await app.close();
  });
});
