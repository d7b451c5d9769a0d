// buildAppConfig with the generated standalone validators: for code that validates (the app
// server's render, boot when a page came without validated settings, stories, tests). Kept out of
// the package's main entry so a browser's first load does not carry ~40 KB of schema code.
import { validateRegistrationFields } from '@casino/schemas/validators/registrationFields';
import { validateSettings } from '@casino/schemas/validators/settings';
import { type AppConfigInput, type AppConfigResult, buildAppConfig } from './appConfig.ts';

/** What is validated at run time: the server's answers. Brands are checked at build time. */
export const browserValidators = {
  settings: validateSettings,
  registrationFields: validateRegistrationFields,
};
export { standaloneValidators } from './standaloneValidators.ts';

/**
 * buildAppConfig with settings2 checked by its precompiled validator (the server's registration
 * fields are applied later, by the registration screens: withServerRegistrationFields).
 */
export function createAppConfig(
  input: Omit<AppConfigInput, 'validators' | 'registrationFields'>,
): AppConfigResult {
  return buildAppConfig({ ...input, validators: { settings: validateSettings } });
}
