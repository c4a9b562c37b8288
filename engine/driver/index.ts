/**
 * The store driver: runs any engine module for a front-end. One `zustand/vanilla` store holds the
 * module's state, one timer is armed for its `nextDeadline`, and its effects are performed through
 * injected ports (clock, root bus, analytics, HTTP, storage, focus, log, navigation). It uses no
 * framework and no DOM types: the default ports work in browsers and in Node 20. Bind it to a UI with
 * `store.subscribe` (or zustand's `useStore` in React).
 *
 * @example
 * ```ts
 * import { quizGame, selectQuizGameLives } from '@play-smart/engine/quiz-game';
 * import { createDriver, createRuntime, fetchHttpClient } from '@play-smart/engine/driver';
 *
 * // In Node the question file's path needs the site's origin; in a page of the site it does not.
 * const runtime = createRuntime({ http: fetchHttpClient({ baseUrl: 'https://example.org' }) });
 * const game = createDriver(quizGame, {}, runtime);
 * game.store.subscribe((state) => console.log(state.stage, selectQuizGameLives(state)));
 * game.start(); // asks for the question file; the answer arrives as a `response` event
 * // later: game.send({ type: 'takeQuiz' }); ... game.stop();
 * ```
 *
 * @module driver
 */
export type { Driver, BusListeners, DriverOptions } from './driver';
export { createDriver } from './driver';
export type { Runtime, RootBus, Focuser } from './runtime';
export { createInertRuntime, createRootBus, cryptoSeed, consoleLog } from './runtime';
export { createRuntime } from './default-runtime';
export type { Clock, Cancel } from './clock';
export { realClock } from './clock';
export type { KeyValueStorage } from './storage';
export { browserStorage, memoryStorage, defaultStorage } from './storage';
export type { AnalyticsSink, DataLayerHost } from './analytics';
export { dataLayerSink, noAnalytics } from './analytics';
export type { HttpClient, HttpRequest, HttpResult, FetchJsonOptions } from './http';
export { HttpError, fetchJson, fetchHttpClient, CSRF_PATH } from './http';
export type {
  FetchLike,
  FetchHolder,
  FetchInitLike,
  FetchResponseLike,
  FormDataLike,
  HeadersLike,
} from './host';
