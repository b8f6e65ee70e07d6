import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { catalogueChanges, type CatalogueChange } from './catalogue-changes.js';
import { catalogueView, type CatalogueView } from './catalogue-view.js';
import { loadCatalogue, patchCatalogue, type CatalogueData } from './snapshot-load.js';

/**
 * The catalogue in memory: read on first use, and brought up to date after PostgreSQL notifies a
 * change of one of its tables (migration 0003): the maids named, or everything. A hired or
 * reserved maid leaves every answer as soon as the notification arrives, milliseconds after the
 * commit, on every server; no answer is older than the last change this server was told of.
 * Reservations running out need no notification: the view re-reads the clock (catalogue-view.ts).
 */
export function createCatalogue({ db, pool }: Pick<Database, 'db' | 'pool'>, config: Config) {
  /** What changed since the data was read. */
  let pending: { all: boolean; maidIds: Set<number> } = { all: true, maidIds: new Set() };
  const changes = catalogueChanges(pool, (change: CatalogueChange) => {
    if (change === 'all') pending.all = true;
    else for (const id of change.maidIds) pending.maidIds.add(id);
  });

  let data: CatalogueData | undefined;
  let current: CatalogueView | undefined;
  let refreshing: Promise<CatalogueView> | undefined;

  /** Up to date: listening, and every change heard has been read. */
  const fresh = (): CatalogueView | undefined =>
    changes.listening() && !pending.all && pending.maidIds.size === 0 ? current : undefined;

  /** Reads the changes heard, one read at a time, until none is left unread. */
  async function refresh(): Promise<CatalogueView> {
    for (;;) {
      if (!changes.listening()) await changes.listen();
      const view = fresh();
      if (view) return view;
      const taken = pending;
      pending = { all: false, maidIds: new Set() };
      try {
        data = taken.all || !data ? await loadCatalogue(db, config) : await patchCatalogue(db, data, taken.maidIds);
      } catch (err) {
        // Not applied: read it all next time.
        pending.all = true;
        throw err;
      }
      current = catalogueView(data);
    }
  }

  return {
    /** The catalogue as of the last change heard; reads the changes first when some came since. */
    view(): Promise<CatalogueView> {
      const view = fresh();
      if (view) return Promise.resolve(view);
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },

    /** Resolves once every change committed before the call is known (for writers that read back, and tests). */
    sync: () => changes.sync(),

    close: () => changes.close(),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
