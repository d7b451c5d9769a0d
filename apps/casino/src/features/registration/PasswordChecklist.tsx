// The password rules as a checklist that ticks while the player types (issue 35 point 7): every
// rule of the brand's policy at once, instead of one failure at a time after a submit. A rule's
// state is never colour alone: a tick or an empty ring, and words for assistive technology on
// each item ("done" / "not yet"); a polite live region says how many are met as that changes.
import { Icon, VisuallyHidden } from '@casino/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PasswordChecklistItem, PasswordPolicy } from '../../core/rules/index.ts';
import styles from './PasswordChecklist.module.css';
import { registrationMessages as messages } from './registrationMessages.ts';

export interface PasswordChecklistProps {
  items: readonly PasswordChecklistItem[];
  policy: PasswordPolicy;
}

const ruleText = {
  length: messages.ruleLength,
  max: messages.ruleMax,
  numbers: messages.ruleNumbers,
  special: messages.ruleSpecial,
  uppercase: messages.ruleUppercase,
} as const;

export function PasswordChecklist({ items, policy }: PasswordChecklistProps) {
  const intl = useIntl();
  const met = items.filter((item) => item.met).length;
  const titleId = useId();
  return (
    <div className={styles.checklist} data-testid="password-checklist">
      <p className={styles.title} id={titleId}>
        {intl.formatMessage(messages.rulesTitle)}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {items.map((item) => (
          <li
            key={item.rule}
            className={styles.item}
            data-rule={item.rule}
            data-met={item.met}
            data-testid="password-rule"
          >
            {item.met ? (
              <Icon name="check" className={styles.tick} />
            ) : (
              <span className={styles.ring} aria-hidden="true" />
            )}
            <span>
              <VisuallyHidden>
                {intl.formatMessage(item.met ? messages.ruleMet : messages.ruleMissing)}{' '}
              </VisuallyHidden>
              {intl.formatMessage(ruleText[item.rule], { min: policy.minLength, max: policy.maxLength })}
            </span>
          </li>
        ))}
      </ul>
      <VisuallyHidden aria-live="polite" data-testid="password-rules-summary">
        {intl.formatMessage(messages.rulesSummary, { met, total: items.length })}
      </VisuallyHidden>
    </div>
  );
}
