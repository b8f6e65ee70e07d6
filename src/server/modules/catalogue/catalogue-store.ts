import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { catalogueChanges } from './catalogue-changes.js';
import { catalogueView, type CatalogueView } from './catalogue-view.js';
import { loadCatalogue } from './snapshot-load.js';

/**
 * The catalogue in memory: loaded on first use, and again after PostgreSQL notifies a change of
 * one of its tables (migration 0003). A hired or reserved maid leaves every answer as soon as
 * the notification arrives, milliseconds after the commit, on every server; no answer is older
 * than the last change this server was told of. Reservations running out need no notification:
 * the view re-reads the clock (catalogue-view.ts).
 */
export function createCatalogue({ db, pool }: Pick<Database, 'db' | 'pool'>, config: Config) {
  const changes = catalogueChanges(pool);
  let current: { version: number; view: CatalogueView } | undefined;
  let loading: { version: number; view: Promise<CatalogueView> } | undefined;

  function load(version: number): Promise<CatalogueView> {
    const view = loadCatalogue(db, config).then(catalogueView);
    loading = { version, view };
    view.then(
      (loaded) => {
        if (!current || current.version < version) current = { version, view: loaded };
      },
      () => {},
    );
    void view.finally(() => {
      if (loading?.view === view) loading = undefined;
    }).catch(() => {});
    return view;
  }

  return {
    /** The catalogue as of the last change notified; loads it when a change came since. */
    async view(): Promise<CatalogueView> {
      let version = changes.version();
      if (version === undefined) {
        await changes.listen();
        version = changes.version() ?? -1;
      }
      if (current?.version === version) return current.view;
      if (loading?.version === version) return loading.view;
      return load(version);
    },

    /** Resolves once every change committed before the call is known (for writers that read back, and tests). */
    sync: () => changes.sync(),

    close: () => changes.close(),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
