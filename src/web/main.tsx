import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { PAGE_DATA_ID, Providers } from './app/providers';
import { router } from './app/router';
import { startLanguage } from './lib/i18n';
import { APP_LIVE_EVENT } from '../shared/app-live';
import './styles/global.css';

/** Says the app has taken over a server-rendered page, whose start script then replays the presses it held. */
function Live() {
  useEffect(() => void document.dispatchEvent(new Event(APP_LIVE_EVENT)), []);
  return null;
}

// The first render waits for the page's language (no wait in English), so the first paint is in
// it, and for the page's modules. It is a transition: React renders it in slices of a few
// milliseconds, yielding to the browser between them, where a plain first render was one long task
// (Lighthouse's total blocking time on a phone: 150–175 ms, now about 20; docs/performance.md).
// A page the server rendered (src/web/entry-server.tsx) is hydrated: the same tree, from the
// same data (app/providers.tsx), takes over the HTML already shown.
void Promise.all([startLanguage(), router.ready]).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <Live />
      </Providers>
    </StrictMode>
  );
  if (document.getElementById(PAGE_DATA_ID) && container.firstElementChild) {
    // A mismatch is a bug (the e2e crawl of every route fails on this message): React then renders
    // that part in the browser, and the page still works.
    // In a transition, as the first render below: hydration yields to the browser between slices.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
