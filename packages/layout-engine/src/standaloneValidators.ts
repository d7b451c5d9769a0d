// The browser's validators: Ajv output precompiled at build time (schemas/generated), so the app
// runs under a Content-Security-Policy without 'unsafe-eval'. Nothing here imports Ajv.
import { validateBrand, validateSettings } from '@casino/schemas/validators';
import type { Validators } from './validation.ts';

export const standaloneValidators: Validators = { brand: validateBrand, settings: validateSettings };
