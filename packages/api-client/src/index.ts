export {
  type AnswerOf,
  type ApiPath,
  type BodyOf,
  type CallInit,
  call,
  checked,
  fillPath,
  type PathParamsOf,
  type PathsFor,
  type QueryOf,
  upload,
  urlOf,
} from './call.ts';
export { describeError, describeRefusal, type ErrorDescription } from './describeError.ts';
export { apiErrorMessages } from './errorMessages.ts';
export { ApiError, type ApiErrorKind, isApiError, parseRetryAfter, type ServerErrorBody } from './errors.ts';
export type { components, operations, paths } from './generated/api.ts';
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
export * from './queries/bonuses.ts';
export * from './queries/content.ts';
export * from './queries/context.ts';
export * from './queries/countries.ts';
export * from './queries/documents.ts';
export * from './queries/games.ts';
export * from './queries/location.ts';
export * from './queries/multiplayer.ts';
export * from './queries/payments.ts';
export * from './queries/responsible.ts';
export * from './queries/social.ts';
export * from './queries/tracking.ts';
export * from './queries/user.ts';
export type { Infer, Shape } from './shape.ts';
export * as shape from './shape.ts';
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
