import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import type { MatchingType } from '../../../shared/api/catalogue/schemas';
import { useCatalogueState } from './use-catalogue-state';

const TYPES: MatchingType[] = [
  { id: 1, code: 'filipina', label: 'Filipina', notAllowed: false },
  { id: 2, code: 'african', label: 'African', notAllowed: false },
  { id: 3, code: 'ethiopian', label: 'Ethiopian', notAllowed: false },
  { id: 5, code: 'restricted', label: 'Restricted', notAllowed: true },
];

function setup(url: string) {
  let location = { search: '' };
  const hook = renderHook(
    () => {
      location = useLocation();
      return useCatalogueState(TYPES);
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })} />
      ),
    },
  );
  return { ...hook, search: () => location.search };
}

describe('useCatalogueState', () => {
  it('defaults to the first allowed tab, never a notAllowed one, and saves it as the preference', () => {
    const { result } = setup('/hire-maid?tab=restricted');
    expect(result.current.allowed.map((t) => t.code)).toEqual(['filipina', 'african', 'ethiopian']);
    expect(result.current.selected?.code).toBe('filipina');
    expect(JSON.parse(localStorage.getItem('preference')!)).toEqual([1]);
  });

  it('keeps the tab and living choice in the URL', () => {
    const { result, search } = setup('/hire-maid');
    act(() => result.current.selectTab(TYPES[1]!));
    act(() => result.current.selectLiving('live_out'));
    expect(new URLSearchParams(search()).get('tab')).toBe('african');
    expect(new URLSearchParams(search()).get('living')).toBe('live_out');
    expect(result.current.selected?.code).toBe('african');
    expect(result.current.preferences).toEqual([2, 1]);
  });

  it('turns check_pref=live_out into the live-out filter', () => {
    const { result, search } = setup('/hire-maid?check_pref=live_out');
    expect(result.current.living).toBe('live_out');
    expect(search()).toBe('?living=live_out');
  });

  it('v_african clears the other two flags and the selected tab, and selects the African tab', () => {
    sessionStorage.setItem('v_filipina', '1');
    sessionStorage.setItem('selectedTab', 'ethiopian');
    const { result, search } = setup('/hire-maid?tab=ethiopian&v_african=1');
    expect(result.current.selected?.code).toBe('african');
    expect(sessionStorage.getItem('v_african')).toBe('1');
    expect(sessionStorage.getItem('v_filipina')).toBeNull();
    expect(sessionStorage.getItem('selectedTab')).toBeNull();
    expect(search()).toBe('');
  });

  it('ignores a garbage stored preference and a garbage maidId', () => {
    localStorage.setItem('preference', '{"evil":true}');
    const { result } = setup('/hire-maid?maidId=12abc&living=sideways');
    expect(result.current.maidId).toBeUndefined();
    expect(result.current.living).toBeUndefined();
    expect(result.current.selected?.code).toBe('filipina');
  });

  it('reads maidId when it is a positive whole number', () => {
    expect(setup('/hire-maid?maidId=42').result.current.maidId).toBe(42);
  });
});
