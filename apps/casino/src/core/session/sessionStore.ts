// Auth state (spec 4): not initialized → authenticated | anonymous once user details have loaded
// at start. Sign-in stores the token; sign-out, inactivity or a 403 clear token and user and
// remember why, so the next click or key press can explain it.
import { create } from 'zustand';
import type { TerminationReason } from '../api/types.ts';
import { readStorage, storageKeys, writeStorage } from '../platform/storage.ts';

export type AuthStatus = 'initializing' | 'authenticated' | 'anonymous';

export interface Termination {
  reason: TerminationReason;
  /** ISO time of the termination. */
  at: string;
}

interface SessionState {
  token: string | null;
  status: AuthStatus;
  signIn: (token: string) => void;
  /** Auth is known after user details loaded (or failed) at start. */
  settle: (authenticated: boolean) => void;
  /** Ends the session; with a reason, the session-ended notice shows on the next interaction. */
  end: (reason?: TerminationReason) => void;
}

export const useSession = create<SessionState>((set) => ({
  token: readStorage(storageKeys.accessToken),
  status: 'initializing',
  signIn: (token) => {
    writeStorage(storageKeys.accessToken, token);
    clearTermination();
    set({ token, status: 'authenticated' });
  },
  settle: (authenticated) => set({ status: authenticated ? 'authenticated' : 'anonymous' }),
  end: (reason) => {
    writeStorage(storageKeys.accessToken, null);
    if (reason) {
      writeStorage(storageKeys.sessionTerminationReason, reason);
      writeStorage(storageKeys.sessionTerminationTime, new Date().toISOString());
    }
    set({ token: null, status: 'anonymous' });
  },
}));

export function readTermination(): Termination | null {
  const reason = readStorage(storageKeys.sessionTerminationReason) as TerminationReason | null;
  const at = readStorage(storageKeys.sessionTerminationTime);
  return reason && at ? { reason, at } : null;
}

export function clearTermination(): void {
  writeStorage(storageKeys.sessionTerminationReason, null);
  writeStorage(storageKeys.sessionTerminationTime, null);
}
