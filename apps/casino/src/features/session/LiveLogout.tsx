// The server ended the session (spec 4 termination reasons: a lock, a limit, a password change):
// its `logout` event signs the player out here at once, with the reason the notice explains.
import { useQueryClient } from '@tanstack/react-query';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { isTerminationReason } from '../../core/session/sessionMessages.ts';
import { useSession } from '../../core/session/sessionStore.ts';

export function LiveLogout() {
  const queryClient = useQueryClient();
  useLiveEvent('logout', (event) => {
    useSession.getState().end(isTerminationReason(event.reason) ? event.reason : 'SECURITY_LOGOUT');
    queryClient.removeQueries({ queryKey: userDetailsQuery.key });
  });
  return null;
}

// The manifest loads this module lazily: its default is the slot component.
export { LiveLogout as default };
