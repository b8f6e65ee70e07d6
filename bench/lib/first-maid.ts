import { listMaids } from '../../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../../src/shared/api/contract.js';
import { hrefOf } from '../../src/shared/routes.js';

/** The page of the first maid the catalogue lists, as a family opens it from a card. */
export async function firstMaidPage(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${urlOf(listMaids, {}, { page: 1, pageSize: 1 })}`);
  if (!response.ok) throw new Error(`listmaids answered ${response.status}`);
  const body = (await response.json()) as { maids: Array<{ id: number }> };
  if (!body.maids[0]) throw new Error('the catalogue lists no maid');
  return hrefOf('maid', { id: String(body.maids[0].id) });
}
