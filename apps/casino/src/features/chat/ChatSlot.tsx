// The chat's entry in the `global` slot: present only when the brand turns live chat on (the
// layout engine's social capabilities, from the operator's showLiveChat), and only in the browser
// (a live room has nothing useful to prerender, and, as TopWinsSlot explains, a lazy part inside a
// prerendered page would also need inline scripts the page's CSP blocks).
//
// The first load carries this launcher alone (about 0.25 KB gzip, measured: a lazy launcher
// chunk cost the default brand 0.6 KB with its import header). The panel, the room, its socket
// subscription and the settings form (about 22 KB gzip with the dialog) load when the player
// reaches for the chat: pointer over or focus on the launcher starts the download, a tap opens
// the panel once it is there. From then on the chat stays mounted, so messages that arrive while
// it is closed are counted on the launcher. (Before the first tap there is no count: a brand
// turning chat on must not cost every visitor's first load the whole room.)
import { Button, Icon } from '@casino/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import styles from './ChatLauncher.module.css';
import { chatLauncherText } from './chatLauncherText.ts';

const loadChat = () => import('./Chat.tsx');
const Chat = lazy(() => loadChat().then((module) => ({ default: module.Chat })));
const noSubscription = () => () => undefined;

/** The launcher before the chat's code is here: the same button on the same spot. */
function LightLauncher({ onOpen }: { onOpen?: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.launcher}>
      <Button
        kind="primary"
        size="large"
        iconOnly
        icon={<Icon name="chat" size="24px" />}
        aria-label={intl.formatMessage(chatLauncherText.open)}
        data-testid="chat-launcher"
        onPointerEnter={() => void loadChat()}
        onFocus={() => void loadChat()}
        onClick={onOpen}
      />
    </div>
  );
}

export function ChatSlot() {
  const on = useApp().config.social.liveChat;
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [wanted, setWanted] = useState(false);
  if (!on || !inBrowser) return null;
  if (!wanted) return <LightLauncher onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LightLauncher />}>
      <Chat initiallyOpen />
    </Suspense>
  );
}
