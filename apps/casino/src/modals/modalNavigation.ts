// The modal is URL state (spec 2: ?modal=). Code outside React (the API client's 403 hook) opens
// one through the router once the shell has registered it.
import type { DataRouter } from 'react-router-dom';

let activeRouter: DataRouter | null = null;

export function registerRouter(router: DataRouter | null): void {
  activeRouter = router;
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

export function openModalOutsideReact(name: string): boolean {
  if (!activeRouter) return false;
  const { pathname, search } = activeRouter.state.location;
  void activeRouter.navigate(`${pathname}${searchWithModal(search, name)}`);
  return true;
}
