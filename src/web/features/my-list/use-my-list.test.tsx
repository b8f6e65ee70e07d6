import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import { resetListsCache } from './my-list-store';
import { useMyList, type UseMyListOptions } from './use-my-list';

const maid = (id: number, matchingTypeId = 1): Housemaid => ({
  id,
  name: `Maid ${id}`,
  nationality: { id: 1, label: 'Filipina' },
  nationalityMatchingType: { id: matchingTypeId, code: 'filipina', label: 'Filipina' },
  religion: 'CHRISTIAN',
  numberOfChildren: 0,
  age: 30,
  experienceYears: 5,
  languages: [],
  infoPhrases: [],
  rank: id,
  living: 'live_in',
  isNanny: false,
  videoURL: `/media/videos/${id}.mp4`,
  posterURL: `/media/posters/${id}.jpg`,
  dateAdded: '2026-11-01T00:00:00.000Z',
  monthlyTotalFils: 315_000,
});

let available: Array<{ id: number; type: number }> = [];
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = new URL(String(input), 'http://local');
  if (url.pathname.endsWith('/getremainingavailablemaids')) {
    const asked = (url.searchParams.get('housemaidIds') ?? '').split(',').map(Number);
    const body = {
      availableMaids: available
        .filter((a) => asked.includes(a.id))
        .map((a) => ({ housemaid: maid(a.id, a.type), nationalityMatchingType: { id: a.type } })),
      messages: {},
    };
    return new Response(JSON.stringify(body));
  }
  return new Response(JSON.stringify({ success: true }));
});

const calls = (path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://local')).filter((u) => u.pathname.endsWith(path));

function setup(options: Partial<UseMyListOptions> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const opts: UseMyListOptions = { preferences: [1], sharedListPreferences: [1, 2], notAllowedMatchingTypeIds: [9], ...options };
  return renderHook(() => useMyList(opts), { wrapper });
}

beforeEach(() => {
  resetListsCache();
  available = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useMyList', () => {
  it('puts an added maid first, stores the list and tells the server her rank', async () => {
    available = [{ id: 3, type: 1 }, { id: 4, type: 1 }];
    const { result } = setup();
    act(() => result.current.add(maid(3)));
    act(() => result.current.add(maid(4)));
    expect(result.current.myList).toEqual([4, 3]);
    expect(JSON.parse(localStorage.getItem('requestedMaids')!)).toEqual([4, 3]);
    // The call's code loads with the first add, so the calls leave a moment later.
    await waitFor(() => expect(calls('/addtoshortlist')).toHaveLength(2));
    const adds = calls('/addtoshortlist');
    expect(adds.map((u) => [u.searchParams.get('housemaid'), u.searchParams.get('rank')])).toEqual([
      ['3', '1'],
      ['4', '1'],
    ]);
    expect(adds[0]!.searchParams.get('sessionId')).toMatch(/^[\w-]{8,64}$/);
  });

  it('removes a maid and releases her on the server, saying what to do when both lists are empty', async () => {
    localStorage.setItem('requestedMaids', '[5]');
    available = [{ id: 5, type: 1 }];
    const { result } = setup();
    let outcome = '';
    act(() => {
      outcome = result.current.remove(5, false);
    });
    expect(outcome).toBe('close-panel');
    expect(result.current.myList).toEqual([]);
    await waitFor(() => expect(calls('/releasemaid')).toHaveLength(1));
    expect(calls('/releasemaid')[0]!.searchParams.get('housemaid')).toBe('5');
  });

  it("replaces the list with the server's still-available maids, dropping notAllowed types", async () => {
    localStorage.setItem('requestedMaids', '[1,2,3]');
    available = [{ id: 1, type: 1 }, { id: 3, type: 9 }];
    const { result } = setup();
    await waitFor(() => expect(result.current.myList).toEqual([1]));
    expect(JSON.parse(localStorage.getItem('requestedMaids')!)).toEqual([1]);
  });

  it('switches to the shared list after a refresh when My List is empty', async () => {
    localStorage.setItem('sharedListMaids', '[7]');
    available = [{ id: 7, type: 2 }];
    const { result } = setup();
    await waitFor(() => expect(result.current.tab).toBe('shared-list'));
    expect(result.current.maidsOf(result.current.sharedList)[0]!.maid?.id).toBe(7);
  });

  it('does not fetch without preferences, and ignores garbage in storage', async () => {
    localStorage.setItem('requestedMaids', '[1, "x", {"a":1}, -4, 1]');
    const { result } = setup({ preferences: [] });
    expect(result.current.myList).toEqual([1]);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls('/getremainingavailablemaids')).toHaveLength(0);
  });

  it('merges ids from a link into the shared list without duplicates', () => {
    localStorage.setItem('sharedListMaids', '[2]');
    const { result } = setup();
    act(() => result.current.mergeShared([2, 3, 3]));
    expect(result.current.sharedList).toEqual([2, 3]);
  });
});
