import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';

/** The route table of the specification's section 2; pages load on demand. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
