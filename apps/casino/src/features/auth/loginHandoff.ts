// What another dialog hands the login form when it switches to it: the login to pre-fill (after
// sign-up or a password reset), whether the login follows a registration (spec 3 afterReg) and a
// notice to show above the form. Taken once, on the login form's first render.
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
  take: () => LoginHandoff | null;
}

export const useLoginHandoff = create<HandoffState>((set, get) => ({
  handoff: null,
  give: (handoff) => set({ handoff }),
  take: () => {
    const { handoff } = get();
    if (handoff) set({ handoff: null });
    return handoff;
  },
}));
