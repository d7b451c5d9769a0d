// Rules JSON Schema cannot state (uniqueness by a property, cross-field consistency). They run
// after the schema passes, on both validator paths.
import type { Brand, NavItem, PageUrlEntry, Settings, Theme } from '@casino/schemas/types';
import { AA_TEXT, contrastRatio } from '@casino/tokens';
import type { ValidationIssue } from './issues.ts';

function duplicateKeys(entries: readonly PageUrlEntry[], at: string): ValidationIssue[] {
  const firstIndex = new Map<string, number>();
  const issues: ValidationIssue[] = [];
  entries.forEach((entry, index) => {
    const first = firstIndex.get(entry.key);
    if (first === undefined) firstIndex.set(entry.key, index);
    else
      issues.push({
        pointer: `${at}/${index}/key`,
        rule: 'uniqueKey',
        message: `duplicate page key "${entry.key}" (first at ${at}/${first}/key)`,
      });
  });
  return issues;
}

function navItemIssues(items: readonly NavItem[], at: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const ids = new Map<string, number>();
  items.forEach((item, index) => {
    const pointer = `${at}/${index}`;
    const first = ids.get(item.id);
    if (first === undefined) ids.set(item.id, index);
    else
      issues.push({
        pointer: `${pointer}/id`,
        rule: 'uniqueId',
        message: `duplicate item id "${item.id}" (first at ${at}/${first}/id)`,
      });
    const targets = [item.page, item.href, item.action].filter((target) => target !== undefined);
    if (targets.length > 1)
      issues.push({ pointer, rule: 'oneTarget', message: 'set only one of page, href or action' });
    if (item.action === 'openModal' && !item.modal)
      issues.push({
        pointer: `${pointer}/modal`,
        rule: 'required',
        message: 'is required when action is openModal',
      });
    if (item.modal && item.action !== 'openModal')
      issues.push({
        pointer: `${pointer}/modal`,
        rule: 'dependentAction',
        message: 'only allowed with action openModal',
      });
  });
  return issues;
}

/** Semantic rules of a settings object (brand defaults or the server's settings2). */
export function settingsIssues(settings: Settings, at = ''): ValidationIssue[] {
  const issues = duplicateKeys(settings.pageUrlSetup ?? [], `${at}/pageUrlSetup`);
  const steps = settings.loyaltyLevelGroupSteps ?? [];
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (previous !== undefined && step <= previous)
      issues.push({
        pointer: `${at}/loyaltyLevelGroupSteps/${index}`,
        rule: 'ascending',
        message: `must be greater than the previous step (${previous})`,
      });
  });
  const domainIds = new Map<number, number>();
  (settings.mirrorDomain ?? []).forEach((entry, index) => {
    const first = domainIds.get(entry.domainId);
    if (first === undefined) domainIds.set(entry.domainId, index);
    else
      issues.push({
        pointer: `${at}/mirrorDomain/${index}/domainId`,
        rule: 'uniqueKey',
        message: `duplicate domainId ${entry.domainId} (first at ${at}/mirrorDomain/${first}/domainId)`,
      });
  });
  return issues;
}

/** WCAG 2.2 AA (1.4.3): every button label must read on its fill, at rest and hovered. */
function buttonContrastIssues(theme: Theme): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const colors = theme.colors as unknown as Record<string, string>;
  const fill = (name: string): string =>
    name === 'transparent' ? theme.colors.background : (colors[name] ?? '');
  for (const [kind, tokens] of Object.entries(theme.components.button.kinds)) {
    const text = fill(tokens.text);
    for (const state of ['background', 'hoverBackground'] as const) {
      const ratio = contrastRatio(text, fill(tokens[state]));
      if (ratio < AA_TEXT)
        issues.push({
          pointer: `/theme/components/button/kinds/${kind}/text`,
          rule: 'contrast',
          message: `"${tokens.text}" on "${tokens[state]}" (${state}) has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${AA_TEXT}:1`,
        });
    }
  }
  return issues;
}

/** WCAG 2.2 AA (1.4.3): the chat's text and names must read on each of its appearances. */
function chatContrastIssues(theme: Theme): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [appearance, palette] of Object.entries(theme.components.chat))
    for (const role of ['text', 'muted'] as const) {
      const ratio = contrastRatio(palette[role], palette.background);
      if (ratio < AA_TEXT)
        issues.push({
          pointer: `/theme/components/chat/${appearance}/${role}`,
          rule: 'contrast',
          message: `"${palette[role]}" on the ${appearance} chat's "${palette.background}" has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${AA_TEXT}:1`,
        });
    }
  return issues;
}

/** Semantic rules of a brand.json that passed its schema. */
export function brandIssues(brand: Brand): ValidationIssue[] {
  const issues: ValidationIssue[] = [
    ...duplicateKeys(brand.pageUrls, '/pageUrls'),
    ...navItemIssues(brand.navigation.items, '/navigation/items'),
    ...navItemIssues(brand.navigation.profileDropdown, '/navigation/profileDropdown'),
    ...navItemIssues(brand.navigation.footer.support, '/navigation/footer/support'),
    ...settingsIssues(brand.settings, '/settings'),
    ...buttonContrastIssues(brand.theme),
    ...chatContrastIssues(brand.theme),
  ];
  if (!brand.locales.enabled.includes(brand.locales.default))
    issues.push({
      pointer: '/locales/enabled',
      rule: 'containsDefault',
      message: `must include the default locale "${brand.locales.default}"`,
    });
  return issues;
}
