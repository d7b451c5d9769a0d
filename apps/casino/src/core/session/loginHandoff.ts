// What another dialog hands the login form when it switches to it: the login to pre-fill (after
// sign-up or a password reset), whether the login follows a registration (spec 3 afterReg) and a
// notice to show above the form. The login form reads it when it mounts and releases it once that
// mount has committed: a render React throws away (an interrupted or suspended transition) must
// leave it for the render that stays.
import type { MessageDescriptor } from 'react-intl';
import { create } from 'zustand';

export interface LoginHandoff {
  login: string;
  afterReg: boolean;
  notice: MessageDescriptor | null;
}

interface HandoffState {
  handoff: LoginHandoff | null;
  give: (handoff: LoginHandoff) => void;
  /** Done with this handoff (a newer one stays). */
  release: (handoff: LoginHandoff) => void;
}

export const useLoginHandoff = create<HandoffState>((set, get) => ({
  handoff: null,
  give: (handoff) => set({ handoff }),
  release: (handoff) => {
    if (get().handoff === handoff) set({ handoff: null });
  },
}));
