import { createContext, type ReactNode } from 'react';
import type { Router } from './router';

export const RouterContext = createContext<Router | null>(null);

/** What an <Outlet /> renders at this depth: the next route in the match chain. */
export const OutletContext = createContext<ReactNode>(null);
