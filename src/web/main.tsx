import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startLanguage } from './lib/i18n';
import './styles/global.css';

// The first render waits for the page's language (no wait in English): the first paint is in it.
void startLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
