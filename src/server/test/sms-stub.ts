import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface StubRequest {
  idempotencyKey: string;
  authorization: string;
  to: string;
  from: string;
  body: string;
}

/** What the stub answers: a status (201 delivers), or 'hold' to keep the request open. */
export type StubAnswer = number | 'hold';

/**
 * A Twilio-compatible SMS API on 127.0.0.1 for tests: it records every request, answers each `To`
 * number from its script (then 201), and honours the Idempotency-Key header: a key it delivered
 * already is answered with the same sid and not delivered again.
 */
export async function startSmsStub() {
  const requests: StubRequest[] = [];
  const delivered = new Map<string, { sid: string; to: string; body: string; times: number }>();
  const scripts = new Map<string, StubAnswer[]>();
  const held = new Set<http.ServerResponse>();
  let received: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const request: StubRequest = {
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        authorization: String(req.headers.authorization ?? ''),
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      requests.push(request);
      for (const wake of received) wake();
      received = [];
      const answer = scripts.get(request.to)?.shift() ?? 201;
      const previous = delivered.get(request.idempotencyKey);
      if (answer === 'hold') {
        // The provider took the message, and its answer never reaches the sender.
        if (!previous) delivered.set(request.idempotencyKey, { sid: `SM${delivered.size + 1}`, to: request.to, body: request.body, times: 1 });
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (answer >= 300) {
        res.statusCode = answer;
        res.end(JSON.stringify({ code: 21211, message: `Stub refusal ${answer}`, status: answer }));
        return;
      }
      const entry = previous ?? { sid: `SM${delivered.size + 1}`, to: request.to, body: request.body, times: 0 };
      if (!previous) {
        entry.times = 1;
        delivered.set(request.idempotencyKey, entry);
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: entry.sid, status: 'queued', to: request.to }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01`,
    requests,
    delivered,
    /** The answers to the next requests to `to`, in order. */
    script(to: string, answers: StubAnswer[]) {
      scripts.set(to, [...answers]);
    },
    /** Resolves at the next request. */
    nextRequest: () => new Promise<void>((resolve) => received.push(resolve)),
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmsStub = Awaited<ReturnType<typeof startSmsStub>>;

/** Polls `check` until it returns a value (not undefined or false), or fails after `timeoutMs`. */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
