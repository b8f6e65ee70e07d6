import { and, eq, lt, or, sql } from 'drizzle-orm';
import { housemaids } from '../../db/schema.js';

/**
 * A maid can be offered when she is available, or her reservation has run out (a reserved maid
 * whose application was abandoned comes back without a cleanup job). The database's clock
 * decides, so every server agrees.
 */
export const maidIsAvailable = or(
  eq(housemaids.status, 'available'),
  and(eq(housemaids.status, 'reserved'), lt(housemaids.reservedUntil, sql`now()`)),
)!;
