// spec 2 Navigation: history keeps the last 5 paths; going back with no history goes to the
// locale home.
import { create } from 'zustand';

export const historyLength = 5;

interface NavigationHistoryState {
  paths: string[];
  visit: (path: string) => void;
  /** Drops the current path and returns where "back" leads, or null for the home page. */
  back: () => string | null;
}

export const useNavigationHistory = create<NavigationHistoryState>((set, get) => ({
  paths: [],
  visit: (path) =>
    set((state) =>
      state.paths.at(-1) === path ? state : { paths: [...state.paths, path].slice(-historyLength) },
    ),
  back: () => {
    const paths = get().paths.slice(0, -1);
    set({ paths });
    return paths.at(-1) ?? null;
  },
}));
