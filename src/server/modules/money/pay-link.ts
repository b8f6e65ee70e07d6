import { signedBytes, signToken } from '../../secrets.js';

/** A payment link's life: a returned debit stays payable for a month, and the link with it. */
export const PAY_LINK_DAYS = 30;

/**
 * The token in a payment link (`/pay/<token>`): the statement row's id and an expiry, packed in
 * 20 bytes and signed. It opens that one amount to pay and nothing else, so it needs no session.
 */
export function signPayLink(key: Buffer, rowId: string, now = Date.now()): string {
  const packed = Buffer.alloc(20);
  Buffer.from(rowId.replaceAll('-', ''), 'hex').copy(packed);
  packed.writeUInt32BE(Math.floor(now / 1000) + PAY_LINK_DAYS * 86_400, 16);
  return signToken(key, packed);
}

/** The row of a well-signed, unexpired token; null for anything forged, malformed or old. */
export function verifyPayLink(key: Buffer, token: string, now = Date.now()): string | null {
  const packed = signedBytes(key, token);
  if (!packed || packed.length !== 20 || packed.readUInt32BE(16) * 1000 < now) return null;
  const hex = packed.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
