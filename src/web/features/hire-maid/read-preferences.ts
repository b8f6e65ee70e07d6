import { PREFERENCE_KEY, parsePreferences } from '../../../shared/preferences';
import { local } from '../../lib/storage';

/** The family's preferred matching types, as this browser keeps them: the order of the catalogue's tabs and My List. */
export function readPreferences(): number[] {
  return parsePreferences(local.get(PREFERENCE_KEY));
}
