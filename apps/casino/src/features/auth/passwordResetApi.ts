// Forgotten password calls, from the user resource module of @casino/api-client.
export { requestPasswordReset, resetPassword } from '@casino/api-client';
