// Browser-safe entry: no Node built-ins, no Ajv (validation uses the standalone validators).
import { validateRegistrationFields } from '@casino/schemas/validators/registrationFields';
import { validateSettings } from '@casino/schemas/validators/settings';
import { type AppConfigInput, type AppConfigResult, buildAppConfig } from './appConfig.ts';

export type { AppConfig, AppConfigInput, AppConfigResult, ConfigError } from './appConfig.ts';
export { buildAppConfig } from './appConfig.ts';
export { type BrandOverride, type DeepPartial, deepMerge, mergeBrand } from './brandMerge.ts';
export * from './capabilities/index.ts';
export { formatIssue, issuesFromSchemaErrors, type SchemaValidator, type ValidationIssue } from './issues.ts';
export { isVisibleTo, type ResolvedNavItem, resolveNavItems, type Scope, type Viewer } from './navigation.ts';
export { type NavigationSystem, type PageKey, pageCatalogue, pageKeys } from './pages.ts';
export { type RegistrationFieldMap, withServerRegistrationFields } from './registrationFields.ts';
export {
  buildRouteTable,
  type CurrentLocation,
  type LinkTarget,
  pathFor,
  type Redirect,
  type ResolvedLink,
  type RouteEntry,
  type RouteTable,
  resolveLink,
} from './routes.ts';
export { mergeSettings, salvageSettings, settingsDefaults } from './settings.ts';
export { type Checked, checkBrand, checkSettings, type Validators } from './validation.ts';

/** What the browser validates at run time: the server's answers. Brands are checked at build time. */
export const browserValidators = {
  settings: validateSettings,
  registrationFields: validateRegistrationFields,
};
export { standaloneValidators } from './standaloneValidators.ts';

/**
 * buildAppConfig as the app's boot calls it: settings2 checked with its precompiled validator.
 * The server's registration fields are applied later, by the registration screens
 * (withServerRegistrationFields), so the first load carries no registration-fields validator.
 */
export function createAppConfig(
  input: Omit<AppConfigInput, 'validators' | 'registrationFields'>,
): AppConfigResult {
  return buildAppConfig({ ...input, validators: { settings: validateSettings } });
}
