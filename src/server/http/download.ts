import type { FastifyReply } from 'fastify';

/** A file to download: its contract describes it by its types, so it goes out through the plain reply, never cached. */
export function download(reply: FastifyReply, type: string, filename: string, body: string | Buffer | Uint8Array | NodeJS.ReadableStream) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body instanceof Uint8Array && !Buffer.isBuffer(body) ? Buffer.from(body) : body);
}
