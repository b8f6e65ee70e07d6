import { useQueryClient } from '@tanstack/react-query';

/** Every read of the calendar (each day, the free times) shares this key's start: an action refreshes them all. */
export const INTERVIEWS_KEY = ['admin', 'interviews'] as const;

export function useRefreshInterviews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: INTERVIEWS_KEY });
}
