// The HTTP port lives in the engine's driver; views keep importing it from here.
export type { HttpClient, HttpRequest, HttpResult, FetchJsonOptions } from '@play-smart/engine/driver';
export { HttpError, fetchJson, fetchHttpClient, CSRF_PATH } from '@play-smart/engine/driver';
