import { createContext, useContext, type ReactNode } from 'react';
import { TSHIRT_DEFAULT_PAGE_SETTINGS, type TShirtPageSettings } from '@play-smart/engine';

const PageSettingsContext = createContext<TShirtPageSettings>(TSHIRT_DEFAULT_PAGE_SETTINGS);

/** Provides the page settings to the views. */
export function PageSettingsProvider({
  settings,
  children,
}: {
  settings: TShirtPageSettings;
  children: ReactNode;
}) {
  return <PageSettingsContext.Provider value={settings}>{children}</PageSettingsContext.Provider>;
}

/** The page settings from the nearest provider (defaults when there is none). */
export function usePageSettings(): TShirtPageSettings {
  return useContext(PageSettingsContext);
}
