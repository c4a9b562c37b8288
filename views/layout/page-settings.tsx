import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from '../../engine';

const PageSettingsContext = createContext<PageSettings>(DEFAULT_PAGE_SETTINGS);

/** Provides the page settings to the views. */
export function PageSettingsProvider({
  settings,
  children,
}: {
  settings: PageSettings;
  children: ReactNode;
}) {
  return <PageSettingsContext.Provider value={settings}>{children}</PageSettingsContext.Provider>;
}

/** The page settings from the nearest provider (defaults when there is none). */
export function usePageSettings(): PageSettings {
  return useContext(PageSettingsContext);
}
