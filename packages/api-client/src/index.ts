export { ApiError, type ApiErrorKind, isApiError, type ServerErrorBody } from './errors.ts';
export {
  createLiveClient,
  type IoFactory,
  type LiveClient,
  type LiveClientOptions,
  type LiveHandler,
  type LiveSignals,
  type LiveSocket,
  type LiveSubscriptionName,
  type LiveSubscriptions,
} from './live.ts';
export type * from './liveEvents.ts';
export { unauthorizedSocketError } from './liveEvents.ts';
export {
  createTransport,
  defaultTimeoutMs,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
  type Transport,
  type TransportConfig,
  type UploadOptions,
  type UploadProgress,
} from './transport.ts';
