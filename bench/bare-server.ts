/**
 * The yardsticks for the API figures, bare Fastify routes with no plugins: GET /bare/<bytes>
 * answers a constant JSON body of that many bytes (for reads); GET /bare-write?sessionId&
 * housemaid&rank does the same single-row upsert as addtoshortlist through `pg` and answers when
 * it is committed (for writes; DATABASE_URL names the database). With BARE_LOG_FILE it logs a
 * line per request into that file at info, Fastify's default request logging, as the server
 * does. Prints its port when listening.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { ADD_TO_SHORTLIST } from '../src/server/modules/catalogue/shortlist-repository.js';

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

const logFile = process.env.BARE_LOG_FILE;
const app = Fastify({ logger: logFile ? { level: 'info', file: logFile } : false });
app.get<{ Params: { bytes: string } }>('/bare/:bytes', async (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 0, 1_000_000);
  return reply.type('application/json; charset=utf-8').send(bodyOf(bytes));
});

// The server's pool size, so both sides may run as many statements at once.
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : undefined;
app.get<{ Querystring: { sessionId: string; housemaid: string; rank: string } }>('/bare-write', async (request, reply) => {
  if (!pool) return reply.status(500).send({ error: 'DATABASE_URL is not set' });
  const { sessionId, housemaid, rank } = request.query;
  await pool.query({ ...ADD_TO_SHORTLIST, values: [[sessionId], [request.ip], [Number(housemaid)], [Number(rank)]] });
  return reply.type('application/json; charset=utf-8').send('{"success":true}');
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare listening on ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => pool?.end()).then(() => process.exit(0)));
