import { type ComponentType, createElement, type HTMLAttributes, useId } from 'react';
import { styledElement } from '../../internal/styling.ts';
import type { CardElement, CardProps } from './Card.props.ts';
import { cardStyles } from './Card.styles.ts';

const elements: Record<CardElement, ComponentType<HTMLAttributes<HTMLElement>>> = {
  section: styledElement('section', cardStyles) as ComponentType<HTMLAttributes<HTMLElement>>,
  article: styledElement('article', cardStyles) as ComponentType<HTMLAttributes<HTMLElement>>,
  div: styledElement('div', cardStyles) as ComponentType<HTMLAttributes<HTMLElement>>,
  aside: styledElement('aside', cardStyles) as ComponentType<HTMLAttributes<HTMLElement>>,
  li: styledElement('li', cardStyles) as ComponentType<HTMLAttributes<HTMLElement>>,
};

/**
 * A raised block on the page (the brand's surface, border and large radius) with an optional
 * heading and actions. The one card of the app: features add layout inside it, not a look of their own.
 */
export function Card({
  variant = 'regular',
  as = 'section',
  title,
  headingLevel = 2,
  actions,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Element = elements[as];
  const labelled = title !== undefined && as === 'section' && !rest['aria-label'] && !rest['aria-labelledby'];
  return (
    <Element data-variant={variant} aria-labelledby={labelled ? headingId : undefined} {...rest}>
      {(title !== undefined || actions) && (
        <div data-part="header">
          {title !== undefined && createElement(`h${headingLevel}`, { id: headingId }, title)}
          {actions && <div data-part="actions">{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
