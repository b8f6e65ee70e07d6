import { deflateSync } from 'node:zlib';
import { setPaymentMethod } from '../../shared/api/application/contracts.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApplication, submitStep, uploadDocument } from '../../shared/api/application/contracts.js';
import { urlOf, type Contract } from '../../shared/api/contract.js';

/** What a test sends to a call: its path parameters, query and body (unchecked, so tests may send bad ones). */
export interface TestInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** What a test browser sends its requests through: the app's `inject`, or real HTTP (e2e/support/http-injector.ts). */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A browser in the application's server tests: its sessionId and the cookies the server set. */
export class TestBrowser {
  cookies: Record<string, string> = {};
  constructor(
    private readonly app: Injector,
    readonly sessionId = `s_${Math.random().toString(36).slice(2, 14)}`,
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      cookies: this.cookies,
      headers,
      ...(payload === undefined ? {} : Buffer.isBuffer(payload) ? { payload } : { payload: payload as object }),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string }>) this.cookies[cookie.name] = cookie.value;
    return response;
  }

  /** A call as its contract describes it. */
  call(contract: Contract, { params, query, body }: TestInput = {}, headers: Record<string, string> = {}) {
    return this.request(contract.method, urlOf(contract, params, query), body, headers);
  }

  /** A call about one application, as this browser: its id in the path, and this browser's sessionId. */
  callAbout(contract: Contract, appId: string, { params, query, body }: TestInput = {}) {
    const session = { sessionId: this.sessionId };
    return contract.method === 'GET'
      ? this.call(contract, { params: { id: appId, ...params }, query: { ...session, ...query } })
      : this.call(contract, { params: { id: appId, ...params }, query, body: { ...session, ...(body as object) } });
  }

  create(housemaidId: number, extra: Record<string, unknown> = {}) {
    return this.call(createApplication, { body: { sessionId: this.sessionId, housemaidId, mobile: true, ...extra } });
  }

  submit(appId: string, step: string, data: Record<string, unknown>, mobile = true) {
    return this.callAbout(submitStep, appId, { params: { step }, body: { mobile, data } });
  }

  upload(appId: string, kind: string, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
    const { body, headers } = multipartFile(bytes, filename, contentType);
    return this.call(uploadDocument, { params: { id: appId, kind }, query: { sessionId: this.sessionId }, body }, headers);
  }
}

/** A multipart/form-data body with one file in the field "file", as a browser sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json<T>();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** An RGBA PNG of 60x30; with `drawn`, a dark stroke across the middle, as a signature pad exports. */
export function pngBytes(drawn: boolean, width = 60, height = 30): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  if (drawn) {
    const row = Math.floor(height / 2);
    for (let x = 5; x < width - 5; x++) raw.writeUInt32BE(0x000000ff, row * (width * 4 + 1) + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const signature = (drawn = true) => `data:image/png;base64,${pngBytes(drawn).toString('base64')}`;

/** A tap on a 360 px pad at a pixel ratio of 2: a dot of 6 image pixels, all the ink there is. */
export function dotSignature(): string {
  const [width, height] = [720, 360];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 177; y < 183; y++) for (let x = 357; x < 363; x++) raw.writeUInt32BE(0x14181fff, y * (width * 4 + 1) + 1 + x * 4);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A tiny JPEG-looking file: the magic bytes are what the server checks. */
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);

/** A valid UAE IBAN (Emirates NBD) that passes the checksum. */
export const GOOD_IBAN = 'AE07 0331 2345 6789 0123 456';

/** A new application on this maid with its documents given, at the payment step: switch it to card or bank with `method`. */
export async function readyForPayment(app: Injector, maidId: number) {
  const browser = new TestBrowser(app);
  const appId = json<{ id: string }>(await browser.create(maidId)).id;
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await browser.upload(appId, kind, jpegBytes());
  await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784199012345676', needsVisa: false });
  const method = (m: 'card' | 'bank') => browser.callAbout(setPaymentMethod, appId, { body: { mobile: true, method: m } });
  return { browser, appId, method };
}
