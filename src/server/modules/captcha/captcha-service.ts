import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema.js';
import { captchaAnswerMatches, hashCaptchaAnswer } from './captcha-answer.js';

export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface CaptchaChallenge {
  /** The answer. */
  text: string;
  /** The image showing it. */
  svg: string;
}
export type CaptchaGenerator = () => CaptchaChallenge | Promise<CaptchaChallenge>;

/** svg-captcha without the characters people confuse (0/o, 1/l/i), loaded at the first captcha rather than at start. */
export const svgCaptchaGenerator = async (): Promise<CaptchaChallenge> => {
  const { default: svgCaptcha } = await import('svg-captcha');
  const { text, data } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', width: 150, height: 50 });
  return { text, svg: data };
};

export interface CaptchaTicket {
  captchaId: string;
  /** The image's id, for its download call (downloadCaptchaImage). */
  imageId: string;
}

export interface CaptchaService {
  create(sessionKey: string | null): Promise<CaptchaTicket>;
  /** A new image and answer for an open captcha; null when it is unknown, solved or expired. */
  refresh(captchaId: string): Promise<string | null>;
  image(imageId: string): Promise<string | null>;
  /** True once for a right answer; any answer closes the captcha, so it cannot be guessed at. */
  solve(captchaId: string, answer: string): Promise<boolean>;
}

export interface CaptchaServiceOptions {
  db: Db;
  generate?: CaptchaGenerator;
  ttlMs?: number;
}

export function createCaptchaService({ db, generate = svgCaptchaGenerator, ttlMs = CAPTCHA_TTL_MS }: CaptchaServiceOptions): CaptchaService {
  // Expiry is computed by PostgreSQL so that the server's and the database's clocks never disagree.
  const expiry = () => sql`now() + ${ttlMs} * interval '1 millisecond'`;
  const open = (id: string) => and(eq(captchas.id, id), eq(captchas.solved, false), gt(captchas.expiresAt, sql`now()`));
  const fresh = async () => {
    const { text, svg } = await generate();
    return { imageId: randomUUID(), answerHash: hashCaptchaAnswer(text), svg, expiresAt: expiry() };
  };

  return {
    async create(sessionKey) {
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
      const [row] = await db
        .insert(captchas)
        .values({ ...(await fresh()), sessionKey })
        .returning({ captchaId: captchas.id, imageId: captchas.imageId });
      return row!;
    },

    async refresh(captchaId) {
      const [row] = await db.update(captchas).set(await fresh()).where(open(captchaId)).returning({ imageId: captchas.imageId });
      return row?.imageId ?? null;
    },

    async image(imageId) {
      const [row] = await db
        .select({ svg: captchas.svg })
        .from(captchas)
        .where(and(eq(captchas.imageId, imageId), eq(captchas.solved, false), gt(captchas.expiresAt, sql`now()`)));
      return row?.svg ?? null;
    },

    async solve(captchaId, answer) {
      const [row] = await db.select({ answerHash: captchas.answerHash }).from(captchas).where(open(captchaId));
      if (!row) return false;
      const right = captchaAnswerMatches(answer, row.answerHash);
      // Only one of two concurrent attempts can close the row, so a captcha is solved at most once.
      const closed = await db
        .update(captchas)
        .set(right ? { solved: true } : { expiresAt: sql`now()` })
        .where(open(captchaId))
        .returning({ id: captchas.id });
      return right && closed.length === 1;
    },
  };
}
