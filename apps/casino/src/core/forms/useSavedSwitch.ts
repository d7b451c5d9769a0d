// A switch whose every change is saved on the server (ghost mode, public statistics). The box
// shows the player's choice from the click itself until the save settles: TanStack Query reports
// a mutation's pending state a task later (its notifier batches on a timer), and until then a
// controlled checkbox would spring back to the saved value for a moment. A refused save returns
// the box to the saved value, with the error; a successful one has refetched that value first.
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';

export interface SavedSwitch {
  /** What the box shows: the choice being saved, else the saved value. */
  checked: boolean;
  /** True from the click until the save has settled. */
  saving: boolean;
  /** The last save's failure (for serverErrorText), null when there is none. */
  error: unknown;
  change: (next: boolean) => void;
}

export function useSavedSwitch<TData, TError, TContext>(
  saved: boolean,
  mutation: UseMutationOptions<TData, TError, boolean, TContext>,
): SavedSwitch {
  const save = useMutation(mutation);
  const [requested, setRequested] = useState<boolean | null>(null);
  return {
    checked: requested ?? saved,
    saving: requested !== null,
    error: save.error,
    change: (next) => {
      setRequested(next);
      save.mutate(next, { onSettled: () => setRequested(null) });
    },
  };
}
