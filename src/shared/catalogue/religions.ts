/** A maid's religion as the catalogue stores it (spec section 3: religion, MUSLIM). Light: the web's first load reads it. */
export const RELIGIONS = ['MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER'] as const;
export type Religion = (typeof RELIGIONS)[number];
