export { type EmptyStateProps, type EmptyStateVariant, emptyStateVariants } from './EmptyState.props.ts';
export { EmptyState, emptyStateMessages } from './EmptyState.tsx';
