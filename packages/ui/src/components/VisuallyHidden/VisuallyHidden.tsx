import type { ComponentType, HTMLAttributes } from 'react';
import { visuallyHidden } from '../../internal/a11y.ts';
import { styledElement } from '../../internal/styling.ts';
import type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden.props.ts';

const elements: Record<VisuallyHiddenElement, ComponentType<HTMLAttributes<HTMLElement>>> = {
  span: styledElement('span', visuallyHidden) as ComponentType<HTMLAttributes<HTMLElement>>,
  div: styledElement('div', visuallyHidden) as ComponentType<HTMLAttributes<HTMLElement>>,
};

/** Text for assistive technology only (a label a sighted player reads from the layout). */
export function VisuallyHidden({ as = 'span', children, ...rest }: VisuallyHiddenProps) {
  const Element = elements[as];
  return <Element {...rest}>{children}</Element>;
}
