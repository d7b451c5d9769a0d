import { defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { EmptyStateProps } from './EmptyState.props.ts';

export const emptyStateMessages = defineMessages({
  noResults: { id: 'ui.emptyState.noResults', defaultMessage: 'No results' },
  loadFailed: { id: 'ui.emptyState.loadFailed', defaultMessage: 'Could not load this list' },
  retry: { id: 'ui.emptyState.retry', defaultMessage: 'Try again' },
});

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
  '& > [data-part="suggestions"]': { alignSelf: 'stretch', marginTop: 'var(--space-4)', textAlign: 'start' },
});

/**
 * What a list shows when it has nothing: nothing yet (`empty`), nothing matched (`noResults`, with a
 * suggestions slot) or the load failed (`loadFailed`, announced, with a retry).
 */
export function EmptyState(props: EmptyStateProps) {
  const intl = useIntl();
  const { description, action } = props;
  const variant = props.variant ?? 'empty';
  const title =
    props.title ??
    (props.variant === 'loadFailed'
      ? intl.formatMessage(emptyStateMessages.loadFailed)
      : intl.formatMessage(emptyStateMessages.noResults));
  const icon = props.icon ?? (variant === 'loadFailed' ? 'info' : 'search');
  return (
    <Wrap
      data-part="empty-state"
      data-variant={props.variant}
      // A failed load replaces content the player was waiting for: say so at once.
      role={variant === 'loadFailed' ? 'alert' : undefined}
    >
      <Icon name={icon} />
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {(action || (props.variant === 'loadFailed' && props.onRetry)) && (
        <div data-part="action">
          {props.variant === 'loadFailed' && props.onRetry && (
            <Button kind="primary" size="small" loading={props.retrying} onClick={props.onRetry}>
              {intl.formatMessage(emptyStateMessages.retry)}
            </Button>
          )}
          {action}
        </div>
      )}
      {props.variant === 'noResults' && props.suggestions && (
        <div data-part="suggestions">{props.suggestions}</div>
      )}
    </Wrap>
  );
}
