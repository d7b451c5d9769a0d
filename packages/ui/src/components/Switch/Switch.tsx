import { Root, Thumb } from '@radix-ui/react-switch';
import { useId } from 'react';
import { styledComponent, styledElement } from '../../internal/styling.ts';
import type { SwitchProps } from './Switch.props.ts';
import { rowStyles, trackStyles } from './Switch.styles.ts';

const Row = styledElement('div', rowStyles);
const Track = styledComponent(Root, trackStyles);

/**
 * An on/off setting that takes effect at once (ghost mode, sounds): role `switch`, Space toggles it.
 * A choice submitted with a form is a Checkbox instead.
 */
export function Switch({
  label,
  description,
  size = 'medium',
  disabled = false,
  'data-testid': testId,
  ...state
}: SwitchProps) {
  const id = useId();
  return (
    <Row data-disabled={disabled || undefined} data-testid={testId}>
      <span>
        <label htmlFor={id}>{label}</label>
        {description && (
          <span data-part="description" id={`${id}-description`}>
            {description}
          </span>
        )}
      </span>
      <Track
        id={id}
        data-size={size}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        {...state}
      >
        <Thumb />
      </Track>
    </Row>
  );
}
