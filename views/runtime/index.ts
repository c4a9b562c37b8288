export type { Clock, Cancel } from './clock';
export { realClock } from './clock';
export type { AnalyticsSink } from './analytics';
export { dataLayerSink } from './analytics';
export type { KeyValueStorage } from './storage';
export { browserStorage, memoryStorage } from './storage';
export type { Focuser } from './focus';
export { domFocuser } from './focus';
export type { HttpClient, HttpRequest, HttpResult, FetchJsonOptions } from './http';
export { HttpError, fetchJson, fetchHttpClient } from './http';
export type { Runtime, RootBus } from './runtime';
export {
  browserHttpClient,
  createBrowserRuntime,
  createServerRuntime,
  cryptoSeed,
  consoleLog,
} from './runtime';
export { lazyHttpClient } from './lazy-http';
export type { Driver, BusListeners, DriverOptions } from '@play-smart/engine/driver';
export { createDriver } from '@play-smart/engine/driver';
export { RuntimeProvider, useRuntime, useEngine } from './react';
export type { Equality } from './react';
export { useEngineSelector, useEngineState, shallowEqual } from './react';
export type { ButtonProps, ButtonView, FocusTargetProps } from './connect';
export { buttonView, focusTarget } from './connect';
export { HYDRATION_SEED, useHydrated } from './hydration';
export type { CssVars } from './css-vars';
export { useCssVars } from './css-vars';
export type { Observation, LiveText, Announce, NextLook } from './live-region';
export { useLiveAnnouncements, LiveAnnouncer, LiveRegion } from './live-region';
