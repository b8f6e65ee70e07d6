import { loadCataloguePart } from '..';

// Imported by the statement's and the card payment pages' modules: they evaluate once their texts have loaded (catalogue-areas.ts).
await loadCataloguePart('money');
