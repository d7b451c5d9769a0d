import type { ReactNode } from 'react';
import { styledElement } from '../../internal/styling.ts';
import type { IconName } from '../Icon/Icon.props.ts';
import { Icon } from '../Icon/Icon.tsx';

const Wrap = styledElement('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-6) var(--space-4)',
  textAlign: 'center',
  color: 'var(--color-textMuted)',
  '& > svg': { width: 'var(--space-7)', height: 'var(--space-7)' },
  '& > h3': {
    margin: 0,
    color: 'var(--color-text)',
    fontSize: 'var(--font-size-3)',
    fontFamily: 'var(--font-heading)',
  },
  '& > p': { margin: 0, maxWidth: '40ch' },
  '& > [data-part="action"]': { marginTop: 'var(--space-2)' },
});

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** @default 'search' */
  icon?: IconName;
  /** A way forward (e.g. "Browse games"). */
  action?: ReactNode;
};

/** What a list shows when it has nothing yet (no wins, no favourites, no transactions). */
export function EmptyState({ title, description, icon = 'search', action }: EmptyStateProps) {
  return (
    <Wrap data-part="empty-state">
      <Icon name={icon} />
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {action && <div data-part="action">{action}</div>}
    </Wrap>
  );
}
