import type { Locale } from '@casino/i18n';
import type { AppConfig } from '@casino/layout-engine';
import { createContext, useContext } from 'react';
import type { CasinoApi } from './api/casinoApi.ts';
import type { AppRegistry } from './feature.ts';
import type { IntakeResult } from './platform/queryIntake.ts';
import type { RuntimeConfig } from './runtimeConfig.ts';

export interface AppContextValue {
  config: AppConfig;
  api: CasinoApi;
  runtime: RuntimeConfig;
  locale: Locale;
  intake: IntakeResult;
  /** What the features offer: pages, modals, slot contributions (app/registry.ts). */
  registry: AppRegistry;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The booted app: configuration, API and locale. Only available inside the shell. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside the app shell');
  return value;
}
