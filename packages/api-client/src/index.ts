export { ApiError, type ApiErrorKind, isApiError, type ServerErrorBody } from './errors.ts';
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
