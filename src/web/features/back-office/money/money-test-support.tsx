import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getStaffSession } from '../../../../shared/api/admin/contracts';
import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';

/** What the back office's money tests share: a faked API answering by method and path, and a render with a session of one role. */

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each call by `${method} ${path}` (without the query); a call nobody expects fails the test. */
export function fakeApi(role: StaffRole, routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const session = { staff: { id: 's1', email: `${role}@agency.ae`, role, mustChangePassword: false, secondFactor: true, disabled: false, createdAt: '2026-11-01T08:00:00Z' }, csrfToken: 'csrf' };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = { method: init.method ?? 'GET', url, body: init.body };
      calls.push(call);
      const key = `${call.method} ${url.split('?')[0]}`;
      if (key === `GET ${getStaffSession.path}`) return Promise.resolve(json(session));
      const answer = routes[key];
      if (!answer) throw new Error(`unexpected ${key}`);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

export function renderScreen(screen: ReactNode, url = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
