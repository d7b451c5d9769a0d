import type { MouseEvent } from 'react';
import { styledElement } from '../../internal/styling.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { ButtonProps } from './Button.props.ts';
import { buttonStyles } from './Button.styles.ts';

const ButtonElement = styledElement('button', buttonStyles);
const LinkElement = styledElement('a', buttonStyles);

/**
 * The one button of the system: six sizes × eight kinds from brand tokens, with icon, icon-only,
 * loading and full-width forms; with `href` it renders a link that looks the same.
 */
export function Button(props: ButtonProps) {
  const {
    size = 'medium',
    kind = 'primary',
    loading = false,
    fullWidth = false,
    icon,
    iconPosition = 'start',
    iconOnly,
    children,
    ...rest
  } = props;
  const disabled = Boolean(rest.disabled);
  const dataProps = {
    'data-size': size,
    'data-kind': kind,
    'data-loading': loading || undefined,
    'data-disabled': disabled || undefined,
    'data-full-width': fullWidth || undefined,
    'data-icon-only': iconOnly || undefined,
    'aria-busy': loading || undefined,
  };
  const content = (
    <>
      <span data-part="content">
        {iconPosition === 'start' && icon}
        {!iconOnly && children}
        {iconPosition === 'end' && icon}
      </span>
      {loading && (
        <span data-part="spinner">
          <Spinner size="small" decorative />
        </span>
      )}
    </>
  );

  if (rest.href !== undefined) {
    const { disabled: _disabled, onClick, ...anchor } = rest;
    const inert = disabled || loading;
    return (
      <LinkElement
        {...anchor}
        {...dataProps}
        aria-disabled={inert || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inert) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </LinkElement>
    );
  }

  const { onClick, type = 'button', ...button } = rest;
  return (
    <ButtonElement
      type={type}
      {...button}
      {...dataProps}
      // A loading button stays focusable (focus is not lost mid-request) but ignores clicks.
      aria-disabled={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </ButtonElement>
  );
}
