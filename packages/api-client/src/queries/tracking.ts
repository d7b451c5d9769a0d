// What the app reports (spec 7): tracked events and a visit from a blocked country.
import { mutationOptions } from '@tanstack/react-query';
import { type BodyOf, call } from '../call.ts';
import type { ApiContext } from './context.ts';

export type LogEventPayload = BodyOf<'/api/user/log-event', 'POST'>;
export type CountryBlockedPayload = BodyOf<'/api/user/country-blocked', 'POST'>;

export const logEvent = (api: ApiContext, body: LogEventPayload) =>
  call(api.transport, 'POST', '/api/user/log-event', { body });

export const logEventMutation = (api: ApiContext) =>
  mutationOptions({ mutationKey: ['logEvent'], mutationFn: (body: LogEventPayload) => logEvent(api, body) });

export const reportCountryBlocked = (api: ApiContext, body: CountryBlockedPayload) =>
  call(api.transport, 'POST', '/api/user/country-blocked', { body });
