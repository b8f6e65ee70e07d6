import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent } from '../../shared/api/appsutils/contracts';
import { ANALYTICS_EVENTS } from '../../shared/api/appsutils/schemas';
import { SERVER_EVENTS, track } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('track', () => {
  it('knows exactly the contract events', () => {
    expect([...SERVER_EVENTS].sort()).toEqual([...ANALYTICS_EVENTS].sort());
  });

  it('pushes to the data layer and posts known events to the server log', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    window.dataLayer = [];
    track('site_error', { status: 500 });
    track('some_tag_only_event');
    expect(window.dataLayer).toEqual([{ event: 'site_error', status: 500 }, { event: 'some_tag_only_event' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(logEvent.path);
    expect(JSON.parse(init.body as string)).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      event: 'site_error',
      payload: { status: 500 },
    });
  });
});
