// Forgotten password calls (reference back end: POST /api/user/forgot-password, reset-password).
import type { CasinoApi } from '../../core/api/casinoApi.ts';

type Answer = { data: { success: boolean; message: string } };

export const requestPasswordReset = (api: CasinoApi, email: string) =>
  api.transport.request<Answer>('POST', '/api/user/forgot-password', { body: { email } });

export const resetPassword = (api: CasinoApi, token: string, password: string) =>
  api.transport.request<Answer>('POST', '/api/user/reset-password', { body: { token, password } });
