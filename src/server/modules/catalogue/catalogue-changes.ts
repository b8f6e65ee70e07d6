import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DatabaseConnectionLost } from '../../db/connection-errors.js';

/** The channel migration 0003's triggers notify on every change of a catalogue table. */
export const CATALOGUE_CHANGED = 'catalogue_changed';
const SYNC_PREFIX = 'sync:';

/** What a notification says changed: some maids, or anything (read it all). */
export type CatalogueChange = { maidIds: number[] } | 'all';

/** 'housemaids:12,40' names maids; 'housemaids:*', another table's name, or anything else means all. */
export function parseChange(payload: string | undefined): CatalogueChange {
  const match = /^housemaids:(\d+(?:,\d+)*)$/.exec(payload ?? '');
  return match ? { maidIds: match[1]!.split(',').map(Number) } : 'all';
}

export interface CatalogueChanges {
  /** False before the first `listen()` and after the connection is lost: then changes may be missed. */
  listening(): boolean;
  /** Listens (again) if not listening; resolves once LISTEN is in place. */
  listen(): Promise<void>;
  /**
   * Resolves once every change committed before the call has been counted: it notifies a token of
   * its own and waits for it, and PostgreSQL delivers notifications in commit order.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection LISTENing on catalogue_changed (a pooled one would be handed to other
 * queries); `onChange` hears each change, and 'all' on every (re)connection. A lost connection is
 * not retried in the background: `listening()` turns false and the next reader calls `listen()`
 * again, so a database that is down fails that request honestly (a 503, db/connection-errors.ts),
 * and the first read after it is back listens again and rereads everything.
 */
export function catalogueChanges(pool: pg.Pool, onChange: (change: CatalogueChange) => void): CatalogueChanges {
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let listening = false;
  const waiters = new Map<string, { resolve(): void; reject(err: Error): void }>();

  /** Ends a connection that is no longer ours, quietly. */
  function release(old: pg.Client): Promise<void> {
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end().catch(() => {});
  }

  function drop(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    listening = false;
    for (const waiter of waiters.values()) waiter.reject(new DatabaseConnectionLost('The catalogue_changed listener lost its connection.'));
    void release(lost);
  }

  async function connect() {
    // TCP keepalive: a connection that died without a word (a network cut, a failover) is noticed
    // and dropped, so that the next reader listens again instead of waiting for notifications forever.
    const next = new pg.Client({ ...pool.options, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANGED) return;
      if (message.payload?.startsWith(SYNC_PREFIX)) {
        waiters.get(message.payload)?.resolve();
        return;
      }
      onChange(parseChange(message.payload));
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANGED}`);
    } catch (err) {
      await release(next);
      throw err;
    }
    client = next;
    listening = true;
    // Whatever changed while nobody listened is unknown.
    onChange('all');
  }

  return {
    listening: () => listening,

    listen() {
      if (client) return Promise.resolve();
      connecting ??= connect().finally(() => {
        connecting = undefined;
      });
      return connecting;
    },

    async sync() {
      await this.listen();
      const token = `${SYNC_PREFIX}${randomUUID()}`;
      const arrived = new Promise<void>((resolve, reject) => waiters.set(token, { resolve, reject }));
      try {
        await pool.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED, token]);
        await arrived;
      } finally {
        waiters.delete(token);
      }
    },

    async close() {
      await connecting?.catch(() => {});
      const open = client;
      client = undefined;
      listening = false;
      if (open) await release(open);
    },
  };
}
