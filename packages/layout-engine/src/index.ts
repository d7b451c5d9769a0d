// Browser-safe entry: no Node built-ins, no Ajv, and no generated validator either: the first
// load builds its config from settings the app server validated (settingsCheckedUpstream). The
// validators live behind '@casino/layout-engine/validators', which code that validates imports
// (the app server's render, boot's fallback, stories, tests).
import type { SchemaValidator } from './issues.ts';

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

/**
 * The validator for settings that were validated where they came from: the app server builds the
 * config with the real validator and puts `checkedSettings` in the page; the browser then needs
 * neither the request nor the ~40 KB of generated schema code.
 */
export const settingsCheckedUpstream: SchemaValidator = Object.assign(() => true, { errors: null });
