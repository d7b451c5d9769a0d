// The last method the player deposited with (its id only), to preselect it next time (spec 2
// 'Payment method picker'). Storage may be unavailable: then nothing is preselected from it.
const KEY = 'deposit.lastMethodId';

export function readLastMethodId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastMethodId(id: number): void {
  try {
    window.localStorage.setItem(KEY, String(id));
  } catch {
    // Not remembered this time.
  }
}
