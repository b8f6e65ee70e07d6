import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startLanguage } from './lib/i18n';
import './styles/global.css';

// The first render waits for the page's language (no wait in English), so the first paint is in
// it, and for the page's modules. It is a transition: React renders it in slices of a few
// milliseconds, yielding to the browser between them, where a plain first render was one long task
// (Lighthouse's total blocking time on a phone: 150–175 ms, now about 20; docs/performance.md).
void Promise.all([startLanguage(), router.ready]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
