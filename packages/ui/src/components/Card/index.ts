export {
  type CardElement,
  type CardHeadingLevel,
  type CardProps,
  type CardVariant,
  cardElements,
  cardHeadingLevels,
  cardVariants,
} from './Card.props.ts';
export { Card } from './Card.tsx';
