import { createContext, useContext, type ReactNode } from 'react';
import type { SharingConfig } from '@play-smart/engine';

const SharingContext = createContext<SharingConfig>({});

/** Provides the page's sharing config (campaign parameters per network) to every share bar below it. */
export function SharingProvider({ config, children }: { config: SharingConfig; children: ReactNode }) {
  return <SharingContext.Provider value={config}>{children}</SharingContext.Provider>;
}

/** The page's sharing config; none (plain page addresses) without a provider. */
export function useSharingConfig(): SharingConfig {
  return useContext(SharingContext);
}
