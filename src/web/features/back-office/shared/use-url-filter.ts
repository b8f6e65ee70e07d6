import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router';

/**
 * A list page's filters, kept in the address (so a filtered list can be linked, reloaded and gone
 * back to): the applied filter and page from the URL, the form's draft, and the form's handlers.
 * A link to other filters (the home page's overdue list) puts them in the form too.
 */
export function useUrlFilter<K extends string>(keys: readonly K[]) {
  type Filter = Record<K, string>;
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Filter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filter>(filter);
  const [shown, setShown] = useState(params.toString());
  if (shown !== params.toString()) {
    setShown(params.toString());
    setDraft(filter);
  }
  const go = (next: Filter, nextPage = 1) =>
    setParams(new URLSearchParams(Object.entries<string>({ ...next, page: nextPage > 1 ? String(nextPage) : '' }).filter(([, v]) => v !== '')));
  return {
    filter,
    page,
    draft,
    go,
    set: (key: K) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      void go(draft);
    },
    clear: () => {
      const empty = Object.fromEntries(keys.map((k) => [k, ''])) as Filter;
      setDraft(empty);
      void go(empty);
    },
  };
}
