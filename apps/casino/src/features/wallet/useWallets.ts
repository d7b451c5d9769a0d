// The player's wallets from user details, which currencies are crypto, and the two multi-wallet
// actions (switch, open). Both refresh user details, so the header follows the active wallet.
import {
  currenciesQuery,
  openWalletMutation,
  switchWalletMutation,
  type WalletSummary,
} from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';

type WalletList = readonly WalletSummary[];

export function useWallets() {
  const intl = useIntl();
  const { api, config } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const currencies = useQuery(currenciesQuery(api));
  const switchWallet = useMutation(switchWalletMutation(api));
  const openWallet = useMutation(openWalletMutation(api));
  const wallet = details.data?.wallet;
  const wallets: WalletList =
    wallet?.wallets ??
    (wallet
      ? [
          {
            currencyCode: wallet.currencyCode,
            balance: wallet.balance,
            bonusBalance: wallet.bonusBalance,
            isPrimary: true,
          },
        ]
      : []);
  const crypto = new Set((currencies.data ?? []).filter((c) => c.isCrypto).map((c) => c.code));
  const held = new Set(wallets.map((w) => w.currencyCode));
  const pending = switchWallet.isPending
    ? switchWallet.variables
    : openWallet.isPending
      ? openWallet.variables
      : undefined;
  const failed = switchWallet.error ?? openWallet.error;
  return {
    ready: details.isSuccess,
    multiWallet: config.cashier.multiWallet,
    wallets,
    active: wallets.find((w) => w.isPrimary) ?? wallets[0],
    isCrypto: (code: string) =>
      crypto.has(code) || (code === wallet?.currencyCode && details.data?.isCrypto === true),
    openable: (currencies.data ?? [])
      .filter((c) => !held.has(c.code))
      .map((c) => ({ code: c.code, name: c.name })),
    busy: pending,
    error: serverErrorText(intl, failed),
    switchTo: (code: string) => {
      openWallet.reset();
      switchWallet.mutate(code);
    },
    open: (code: string) => {
      switchWallet.reset();
      openWallet.mutate(code);
    },
  };
}
