import { loadCataloguePart } from '..';

// Imported by the modules that show this part's texts: they evaluate once it has loaded (catalogue-areas.ts).
await loadCataloguePart('application');
