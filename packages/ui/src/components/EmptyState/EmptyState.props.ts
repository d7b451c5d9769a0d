import type { ReactNode } from 'react';
import type { IconName } from '../Icon/Icon.props.ts';

/**
 * `empty`: a list with nothing yet (no favourites, no transactions); `noResults`: a search or filter
 * matched nothing (with room for suggestions); `loadFailed`: the list could not be loaded (with retry).
 */
export const emptyStateVariants = ['empty', 'noResults', 'loadFailed'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];

type Common = {
  description?: ReactNode;
  /** @default 'search' ('info' for loadFailed) */
  icon?: IconName;
  /** A way forward (e.g. "Browse games", "Clear filters"). */
  action?: ReactNode;
};

export type EmptyStateProps = Common &
  (
    | { variant?: 'empty'; title: ReactNode }
    | {
        variant: 'noResults';
        /** @default "No results" */
        title?: ReactNode;
        /** Shown under the message, e.g. a row of popular games. */
        suggestions?: ReactNode;
      }
    | {
        variant: 'loadFailed';
        /** @default "Could not load this list" */
        title?: ReactNode;
        /** Shows a "Try again" button. */
        onRetry?: () => void;
        /** The retry is running: the button shows a spinner. @default false */
        retrying?: boolean;
      }
  );
