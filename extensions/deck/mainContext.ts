import { createContext } from 'react';
import type { ReactNode } from 'react';

/** The routed page, for the `main` column (only the deck layout can hand it over). */
export const MainPageContext = createContext<ReactNode>(null);
