import { defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { Icon } from '../Icon/Icon.tsx';

export const formErrorSummaryMessages = defineMessages({
  checkFields: { id: 'ui.form.checkFields', defaultMessage: 'Please check fields with errors' },
});

const Banner = styledElement('div', {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-3)',
  border: '1px solid var(--color-error-readable)',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surface)',
  color: 'var(--color-error-readable)',
  fontWeight: 'var(--font-weight-bold)',
  // Empty, it stays in the page as a live region but takes no space.
  '&:not([data-visible])': { padding: 0, border: 0 },
});

export type FormErrorSummaryProps = {
  /** Whether the form has fields in error after a submit attempt. */
  show: boolean;
};

/**
 * The form-level "Please check fields with errors". The live region is always rendered so screen
 * readers announce the message when it appears.
 */
export function FormErrorSummary({ show }: FormErrorSummaryProps) {
  const intl = useIntl();
  return (
    <Banner role="alert" data-visible={show || undefined}>
      {show && (
        <>
          <Icon name="info" />
          {intl.formatMessage(formErrorSummaryMessages.checkFields)}
        </>
      )}
    </Banner>
  );
}
