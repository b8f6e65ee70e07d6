import { loadCataloguePart } from '..';

// Imported by My maid's modules: they evaluate once its texts have loaded (catalogue-areas.ts).
await loadCataloguePart('service');
