import { loadCataloguePart } from '..';

// Imported by the booking sheet and the family's call page (issue 32): they evaluate once their texts have loaded (catalogue-areas.ts).
await loadCataloguePart('interviews');
