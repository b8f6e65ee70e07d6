import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyRequest {
  method: string;
  path: string;
  backend: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request forwarded, in order, with the backend that answered it. */
  log: ProxyRequest[];
  /** The address the backends see the client at (X-Forwarded-For; they trust the proxy). */
  clientIp: string;
  /** Called before each request is forwarded, with its number (0, 1, …). */
  beforeForward?: (index: number) => Promise<void> | void;
  close(): Promise<void>;
}

/**
 * A small load balancer for the tests: each request goes to the next backend in turn; a backend
 * that refuses the connection is marked dead and the request goes to the next live one.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const dead = new Set<number>();
  let next = 0;
  const proxy: RoundRobinProxy = { url: '', log: [], clientIp: '198.51.100.1', close: async () => {} };

  const forward = (backend: number, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const target = new URL(req.url ?? '/', backends[backend]);
      const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': proxy.clientIp } }, resolve);
      upstream.once('error', reject);
      upstream.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const index = proxy.log.length;
    proxy.log.push({ method: req.method ?? 'GET', path: (req.url ?? '').split('?')[0]!, backend: -1 });
    await proxy.beforeForward?.(index);
    for (let tries = 0; tries < backends.length; tries += 1) {
      const backend = next % backends.length;
      next += 1;
      if (dead.has(backend)) continue;
      try {
        const answer = await forward(backend, req, body);
        proxy.log[index]!.backend = backend;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch {
        dead.add(backend);
      }
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'No backend is up.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}
