// The reality-check interval the player chose (client state, kept in this browser): minutes, or
// off where the brand allows it. Unset means the brand's default.
import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../core/platform/storage.ts';

export const realityCheckChoices = ['off', '15', '30', '60'] as const;
export type RealityCheckChoice = (typeof realityCheckChoices)[number];

const isChoice = (value: string | null): value is RealityCheckChoice =>
  (realityCheckChoices as readonly string[]).includes(value ?? '');

interface RealityCheckState {
  choice: RealityCheckChoice | null;
  choose: (choice: RealityCheckChoice) => void;
}

export const useRealityCheckChoice = create<RealityCheckState>((set) => {
  const stored = readStorage(storageKeys.realityCheckInterval);
  return {
    choice: isChoice(stored) ? stored : null,
    choose: (choice) => {
      writeStorage(storageKeys.realityCheckInterval, choice);
      set({ choice });
    },
  };
});

/**
 * The interval in force, in minutes (null: off): the player's choice, else the brand's default;
 * "off" only where the brand allows it.
 */
export function effectiveInterval(
  choice: RealityCheckChoice | null,
  brand: { defaultIntervalMinutes: number; allowOff: boolean },
): number | null {
  if (choice === null) return brand.defaultIntervalMinutes;
  if (choice === 'off') return brand.allowOff ? null : brand.defaultIntervalMinutes;
  return Number(choice);
}
