// The modal is URL state (spec 2: ?modal=). Code outside React (the API client's 403 hook) opens
// one through the navigator the shell registers from inside its router.

/** Opens a modal on the current page, inside the router (history entry, no reload). */
export type ModalOpener = (name: string) => void;

let activeOpener: ModalOpener | null = null;

export function registerModalOpener(opener: ModalOpener | null): void {
  activeOpener = opener;
}

/** The search string with `modal` set (and `extra` params), keeping the rest. */
export function searchWithModal(search: string, name: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(search);
  params.set('modal', name);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `?${params.toString()}`;
}

/** The search string without the modal and the parameters that belong to it. */
export function searchWithoutModal(search: string, owned: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  params.delete('modal');
  for (const key of owned) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Opens a modal from outside React; false while no router is mounted yet. */
export function openModalOutsideReact(name: string): boolean {
  if (!activeOpener) return false;
  activeOpener(name);
  return true;
}
