// The chat's entry in the `global` slot: present only when the brand turns live chat on (the
// layout engine's social capabilities, from the operator's showLiveChat), and loaded in the
// browser only: its code is not in the shell's first load, and a live room has nothing useful to
// prerender (as TopWinsSlot explains, a lazy part inside a prerendered page would also need inline
// scripts the page's CSP blocks).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useApp } from '../../core/AppContext.tsx';

const Chat = lazy(() => import('./Chat.tsx').then((module) => ({ default: module.Chat })));

const noSubscription = () => () => undefined;

export function ChatSlot() {
  const { config } = useApp();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!config.social.liveChat || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Chat />
    </Suspense>
  );
}
