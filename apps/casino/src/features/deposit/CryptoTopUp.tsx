// Crypto top-up (spec 1, 5): choose a network, then the player's address for it with Copy and a QR
// code (both change with the network), and the two warnings: the sending network must match, and
// less than the minimum deposit is lost.
import { type CryptoAddress, cryptoAddressQuery, type PaymentMethod } from '@casino/api-client';
import { CopyButton, QrCode, RadioGroup, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import { depositError } from './logic/errors.ts';

type Network = PaymentMethod['networks'][number];

/**
 * The networks offered for the wallet: a crypto wallet sees the networks of its own currency (when
 * the method has any); a fiat wallet sees every network of the method.
 */
export function walletNetworks(
  networks: readonly Network[],
  wallet: { currency: string; crypto: boolean },
): Network[] {
  if (!wallet.crypto) return [...networks];
  const own = networks.filter((network) => network.currencyCode === wallet.currency);
  return own.length ? own : [...networks];
}

export interface CryptoTopUpViewProps {
  networks: readonly Network[];
  network: string | undefined;
  onNetwork: (code: string) => void;
  address: CryptoAddress | undefined;
  loading: boolean;
  error?: string | undefined;
}

export function CryptoTopUpView({
  networks,
  network,
  onNetwork,
  address,
  loading,
  error,
}: CryptoTopUpViewProps) {
  const intl = useIntl();
  const chosen = networks.find((candidate) => candidate.code === network);
  return (
    <section className={styles.card} data-testid="crypto-top-up" aria-live="polite">
      <h2 className={styles.sectionTitle}>
        {intl.formatMessage(messages.cryptoTitle, {
          currency: chosen?.currencyCode ?? networks[0]?.currencyCode ?? '',
        })}
      </h2>
      <RadioGroup
        legend={intl.formatMessage(messages.network)}
        name="crypto-network"
        options={networks.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
        value={network}
        onChange={onNetwork}
        required
      />
      {loading && <Skeleton height="160px" />}
      {error && <p role="alert">{error}</p>}
      {address && chosen && (
        <>
          <div className={styles.address}>
            <p className={styles.addressText}>
              <span>
                {intl.formatMessage(messages.address, {
                  currency: address.currencyCode,
                  network: chosen.name,
                })}
              </span>
              <br />
              <strong data-testid="crypto-address">{address.address}</strong>
            </p>
            <CopyButton value={address.address} label={intl.formatMessage(messages.copyAddress)} />
          </div>
          <div data-testid="crypto-qr" data-qr={address.qrText}>
            <QrCode
              value={address.qrText}
              label={intl.formatMessage(messages.qrLabel, { network: chosen.name })}
            />
          </div>
          <p className={styles.warning} data-testid="network-warning">
            {intl.formatMessage(messages.networkWarning, { network: chosen.name })}
          </p>
          <p className={styles.warning} data-testid="minimum-warning">
            {intl.formatMessage(messages.minimumWarning, {
              minimum: `${address.minDeposit} ${address.currencyCode}`,
            })}
          </p>
        </>
      )}
    </section>
  );
}

export function CryptoTopUp({
  method,
  wallet,
}: {
  method: Pick<PaymentMethod, 'networks'>;
  wallet: { currency: string; crypto: boolean };
}) {
  const intl = useIntl();
  const { api } = useApp();
  const networks = walletNetworks(method.networks, wallet);
  const [network, setNetwork] = useState(networks[0]?.code);
  const chosen = networks.find((candidate) => candidate.code === network);
  const address = useQuery({
    ...cryptoAddressQuery(api, chosen?.currencyCode ?? '', chosen?.code ?? ''),
    enabled: Boolean(chosen),
  });
  const problem = depositError(address.error);
  return (
    <CryptoTopUpView
      networks={networks}
      network={network}
      onNetwork={setNetwork}
      address={address.data}
      loading={address.isLoading}
      error={problem ? intl.formatMessage(problem.message, problem.values) : undefined}
    />
  );
}
