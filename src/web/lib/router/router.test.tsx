import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
  type RouteObject,
} from './index';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  const navigation = useNavigation();
  return (
    <p data-testid="where" data-state={navigation.state} data-target={navigation.location?.pathname ?? ''}>
      {pathname + search + hash}
      {state ? ` state=${JSON.stringify(state)}` : ''}
    </p>
  );
}

function Layout() {
  return (
    <>
      <Where />
      <nav>
        <Link to="/b">to b</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const where = () => screen.getByTestId('where');
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
};

function renderRouter(children: RouteObject[], initialEntries = ['/a']) {
  const router = createMemoryRouter([{ element: <Layout />, children }], { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Records whether the router left each click to the browser (default not prevented), then stops
 * jsdom from trying to load the link as a new document.
 */
function leftToBrowser(): boolean[] {
  const seen: boolean[] = [];
  const onClick = (event: MouseEvent) => {
    seen.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  cleanups.push(() => window.removeEventListener('click', onClick));
  return seen;
}
const cleanups: Array<() => void> = [];

afterEach(() => {
  window.history.replaceState(null, '', '/');
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('rendering and navigating', () => {
  it('renders the layout around the matched page, and the splat route for unknown paths', async () => {
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ]);
    expect(screen.getByRole('heading', { name: 'A' })).toBeTruthy();
    expect(where().textContent).toBe('/a');
    await act(() => router.navigate('/x/y?q=1'));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(where().textContent).toBe('/x/y?q=1');
  });

  it('navigates on a plain click of a link, and leaves modified and middle clicks to the browser', async () => {
    renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', element: <h1>B</h1> },
    ]);
    const link = screen.getByRole('link', { name: 'to b' });
    expect(link.getAttribute('href')).toBe('/b');
    const left = leftToBrowser();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(link, init);
      expect(where().textContent).toBe('/a');
    }
    expect(left).toEqual([true, true, true, true, true]); // the browser opens them
    await act(async () => void fireEvent.click(link));
    expect(screen.getByRole('heading', { name: 'B' })).toBeTruthy();
  });

  it('does not intercept links to other sites, other targets, or reloadDocument', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="https://example.com/x">out</Link>
        <Link to="/b" target="_blank">tab</Link>
        <Link to="/b" reloadDocument>doc</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('href')).toBe('https://example.com/x');
    const left = leftToBrowser();
    for (const name of ['out', 'tab', 'doc']) fireEvent.click(screen.getByRole('link', { name }));
    expect(left).toEqual([true, true, true]);
    expect(where().textContent).toBe('/a');
  });

  it('pushes, replaces, goes back, carries state, and does not stack the same URL twice', async () => {
    const router = renderRouter([{ path: '*', element: null }]);
    await act(() => router.navigate('/b', { state: { from: 'a' } }));
    expect(where().textContent).toBe('/b state={"from":"a"}');
    await act(() => router.navigate('/c', { replace: true }));
    await act(() => router.navigate('/c'));
    await act(() => router.navigate(-1));
    expect(where().textContent).toBe('/a');
    await act(() => router.navigate(1));
    expect(where().textContent).toBe('/c');
  });

  it('resolves partial targets against the current location and updates the hash', async () => {
    const router = renderRouter([{ path: '*', element: null }], ['/a?x=1']);
    await act(() => router.navigate({ search: '?x=2', hash: 'saved' }));
    expect(where().textContent).toBe('/a?x=2#saved');
    await act(() => router.navigate({ hash: 'other' }));
    expect(where().textContent).toBe('/a#other'); // as react-router did: parts not given are empty
  });

  it('Navigate replaces the entry', async () => {
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/go', element: <Navigate to="/a?from=go" /> },
    ]);
    await act(() => router.navigate('/go'));
    await screen.findByText('/a?from=go');
    await act(() => router.navigate(-1));
    expect(where().textContent).toBe('/a'); // /go is gone from the history
  });
});

describe('hooks', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <output>{params.get('tab') ?? 'none'}</output>
        <button type="button" onClick={() => void setParams((prev) => ({ ...Object.fromEntries(prev), tab: 'b' }), { replace: true })}>
          tab b
        </button>
        <button type="button" onClick={() => void setParams('tab=c')}>
          tab c
        </button>
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
      </>
    );
  }

  it('useSearchParams reads the query and its setter navigates (replace or push) on the same path', async () => {
    render(
      <MemoryRouter initialEntries={['/start', '/list?tab=a&living=live_in']}>
        <Search />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('a');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'tab b' })));
    expect(where().textContent).toBe('/list?tab=b&living=live_in');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'tab c' })));
    expect(where().textContent).toBe('/list?tab=c');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(where().textContent).toBe('/list?tab=b&living=live_in');
  });
});

describe('path parameters', () => {
  function MaidId() {
    return <h1>maid {useParams().id}</h1>;
  }

  it('gives the page and its loader the parameters, and follows them across navigations', async () => {
    const loader = vi.fn(() => Promise.resolve(null));
    const router = renderRouter([{ path: '/maid/:id', loader, element: <MaidId /> }], ['/maid/7']);
    await act(async () => {});
    expect(screen.getByRole('heading').textContent).toBe('maid 7');
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ params: { id: '7' } }));
    await act(() => router.navigate('/maid/12'));
    expect(screen.getByRole('heading').textContent).toBe('maid 12');
    await act(() => router.navigate(-1));
    await act(async () => {});
    expect(screen.getByRole('heading').textContent).toBe('maid 7');
  });
});

describe('loaders and lazy routes', () => {
  it('keeps the old page while a loader runs, with the navigation loading, then shows the new one', async () => {
    const gate = deferred<string>();
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', loader: () => gate.promise, element: <h1>B</h1> },
    ]);
    act(() => void router.navigate('/b'));
    expect(where().dataset.state).toBe('loading');
    expect(where().dataset.target).toBe('/b');
    expect(screen.getByRole('heading', { name: 'A' })).toBeTruthy();
    await act(async () => gate.resolve('ok'));
    expect(screen.getByRole('heading', { name: 'B' })).toBeTruthy();
    expect(where().dataset.state).toBe('idle');
  });

  it('a loader that throws blocks the navigation when no error boundary is declared', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', loader: () => Promise.reject(new Error('down')), element: <h1>B</h1> },
    ]);
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'A' })).toBeTruthy();
    expect(where().textContent).toBe('/a');
    expect(where().dataset.state).toBe('idle');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("a lazy route's loader failing shows its ErrorBoundary inside the layout", async () => {
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      {
        path: '/b',
        lazy: () =>
          Promise.resolve({
            Component: () => <h1>B</h1>,
            loader: () => Promise.reject(new Error('down')),
            ErrorBoundary: () => <h1>Could not open B</h1>,
          }),
      },
    ]);
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'Could not open B' })).toBeTruthy();
    expect(where().textContent).toBe('/b');
  });

  it('loads a lazy module once, however many navigations need it', async () => {
    const lazy = vi.fn(() => Promise.resolve({ Component: () => <h1>B</h1> }));
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', lazy },
    ]);
    await act(async () => {
      void router.navigate('/b');
      await router.navigate('/b?again');
    });
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'B' })).toBeTruthy();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('is ready once the first page is shown: its module loaded and its loader run, or failed', async () => {
    const gate = deferred<{ Component: () => ReactNode }>();
    const settled = (router: { ready: Promise<void> }) => Promise.race([router.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);
    const router = createMemoryRouter([{ path: '/a', lazy: () => gate.promise }], { initialEntries: ['/a'] });
    await expect(settled(router)).resolves.toBe(false);
    expect(router.getState().initialized).toBe(false);
    gate.resolve({ Component: () => <h1>A</h1> });
    await expect(settled(router)).resolves.toBe(true);
    expect(router.getState().initialized).toBe(true);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = createMemoryRouter([{ path: '/a', loader: () => Promise.reject(new Error('down')) }], { initialEntries: ['/a'] });
    await expect(settled(blocked)).resolves.toBe(true);
    error.mockRestore();
  });

  it('a lazy route may bring child routes: they render in it, and a path none of them knows goes to the fallback', async () => {
    function Frame() {
      return (
        <section aria-label="frame">
          <Outlet />
        </section>
      );
    }
    const frame = vi.fn(() =>
      Promise.resolve({
        Component: Frame,
        children: [
          { path: '/staff', element: <h1>Staff home</h1> },
          { path: '/staff/list', lazy: () => Promise.resolve({ Component: () => <h1>List</h1> }) },
        ],
      }),
    );
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '*', element: <h1>Fallback</h1> },
        { path: '/staff/*', lazy: frame },
      ],
      { initialEntries: ['/staff/list'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'frame' })).toBeTruthy();
    await act(() => router.navigate('/staff'));
    expect(screen.getByRole('heading', { name: 'Staff home' })).toBeTruthy();
    await act(() => router.navigate('/staff/unknown'));
    expect(screen.getByRole('heading', { name: 'Fallback' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'frame' })).toBeNull();
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('the last navigation wins when an earlier one finishes later', async () => {
    const slow = deferred<null>();
    const router = renderRouter([
      { path: '/a', element: <h1>A</h1> },
      { path: '/slow', loader: () => slow.promise, element: <h1>Slow</h1> },
      { path: '/fast', loader: () => Promise.resolve(null), element: <h1>Fast</h1> },
    ]);
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve(null));
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeTruthy();
    expect(where().textContent).toBe('/fast');
    await act(() => router.navigate(-1));
    expect(where().textContent).toBe('/a'); // the superseded navigation left no entry
  });
});

describe('the browser router', () => {
  it('writes the browser history, scrolls a new page to the top, and back (popstate) runs the same path with loaders', async () => {
    window.history.replaceState(null, '', '/a');
    const loader = vi.fn(() => Promise.resolve(null));
    const router = createBrowserRouter([
      {
        element: <Layout />,
        children: [
          { path: '/a', loader, element: <h1>A</h1> },
          { path: '/b', element: <h1>B</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'A' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'to b' })));
    expect(window.location.pathname).toBe('/b');
    expect(scrollTo).toHaveBeenCalledWith(0, 0); // a new page starts at the top
    const length = window.history.length;
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'to b' })));
    expect(window.history.length).toBe(length);
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      window.history.back();
      await popped;
    });
    await screen.findByRole('heading', { name: 'A' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenCalledTimes(1); // back leaves the scroll to the browser
    scrollTo.mockRestore();
    router.dispose();
  });
});
