// Where the caller is (spec 7 get-location): pre-fills registration, picks the mirror rule and
// drives the country block. One definition, so one request serves every reader.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../call.ts';
import { object, string } from '../shape.ts';
import type { ApiContext } from './context.ts';

export const locationKeys = { location: ['location'] as const };

export const locationShape = object({
  data: object({
    location: object({
      country: object({ code: string, name: string }),
      ipInfo: object({ ip: string, countryCode: string }),
    }),
  }),
});

export const location = (api: ApiContext, signal?: AbortSignal) =>
  call(api.transport, 'GET', '/api/admin/get-location', { signal, shape: locationShape });

export const locationQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: locationKeys.location,
    queryFn: ({ signal }) => location(api, signal),
    // The caller's country does not change during a visit; the country block re-checks on its own.
    staleTime: Number.POSITIVE_INFINITY,
    // Readers work without it (registration only pre-fills); one retry, then the error state.
    retry: 1,
  });
