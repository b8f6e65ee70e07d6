import { randomBytes } from 'node:crypto';
import { applicationLinks } from '../../db/schema.js';
import { LINK_LIFETIME_HOURS, signLink, type LinkPurpose } from './signed-link.js';
import type { Tx } from './tx.js';

/** A new signed link, stored in `tx` so that it opens one browser only: its token. */
export async function issueLink(tx: Tx, linkKey: Buffer, applicationId: string, purpose: LinkPurpose, toPhone: string): Promise<string> {
  const nonce = randomBytes(12).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_HOURS * 3_600_000);
  await tx.insert(applicationLinks).values({ nonce, applicationId, purpose, toPhone, expiresAt });
  return signLink(linkKey, { applicationId, purpose, nonce, expiresAt: Math.floor(expiresAt.getTime() / 1000) });
}
