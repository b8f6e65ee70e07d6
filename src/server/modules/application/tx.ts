import type { Db } from '../../db/client.js';

/** A transaction handle; queries on it behave like the database's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
