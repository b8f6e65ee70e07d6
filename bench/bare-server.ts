/**
 * The yardstick for the API figures: a bare Fastify route that answers GET /bare/<bytes> with a
 * constant JSON body of that many bytes, no plugins, no database. Prints its port when listening.
 */
import Fastify from 'fastify';

const bodies = new Map<number, string>();
function bodyOf(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    const filler = Math.max(0, bytes - '{"data":""}'.length);
    body = `{"data":"${'x'.repeat(filler)}"}`;
    bodies.set(bytes, body);
  }
  return body;
}

const app = Fastify({ logger: false });
app.get<{ Params: { bytes: string } }>('/bare/:bytes', async (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 0, 1_000_000);
  return reply.type('application/json; charset=utf-8').send(bodyOf(bytes));
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare listening on ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
