// /Wallet (spec 2: the demo navigation page for wallets): the player's wallets with balances,
// switching and opening them when the brand has multi-wallet on, and links to the cashier pages.
import { useIntl } from 'react-intl';
import { PageLinkButton } from '../../core/routing/PageLinkButton.tsx';
import { PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { useWallets } from './useWallets.ts';
import styles from './Wallet.module.css';
import { WalletsView } from './WalletsView.tsx';
import { walletMessages as messages } from './walletMessages.ts';

export function WalletPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const wallets = useWallets();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {wallets.ready ? (
        <WalletsView
          wallets={wallets.wallets}
          isCrypto={wallets.isCrypto}
          multiWallet={wallets.multiWallet}
          openable={wallets.openable}
          busy={wallets.busy}
          error={wallets.error}
          onSwitch={wallets.switchTo}
          onOpen={wallets.open}
          navigation={
            <>
              <PageLinkButton page="deposit" label={intl.formatMessage(messages.deposit)} kind="primary" />
              <PageLinkButton page="withdraw" label={intl.formatMessage(messages.withdraw)} />
              <PageLinkButton page="transactions" label={intl.formatMessage(messages.transactions)} />
            </>
          }
        />
      ) : (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      )}
    </div>
  );
}

// The page manifest loads this module as is.
export { WalletPage as Component };
