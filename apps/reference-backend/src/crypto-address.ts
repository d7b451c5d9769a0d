/**
 * Withdrawal addresses per network, checked by format before any money moves: a typo sends
 * funds nowhere. Formats: TRON (TRC20) base58 'T' + 33; EVM chains (ERC20, BEP20) '0x' + 40 hex;
 * Bitcoin bech32 (bc1…, lower case) or legacy base58 (1… / 3…).
 */
const BASE58 = '1-9A-HJ-NP-Za-km-z';
const EVM = /^0x[0-9a-fA-F]{40}$/;

export const ADDRESS_FORMATS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T[${BASE58}]{33}$`),
  ERC20: EVM,
  BEP20: EVM,
  BTC: new RegExp(`^(bc1[02-9ac-hj-np-z]{11,71}|[13][${BASE58}]{25,34})$`),
};

/** True when address has the format of network; unknown networks have no valid address. */
export function isValidAddress(network: string, address: string): boolean {
  return ADDRESS_FORMATS[network]?.test(address) ?? false;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A deterministic demo top-up address of the network's format, from a hex digest. */
export function demoAddress(network: string, hexDigest: string): string {
  const bytes = Buffer.from(hexDigest, 'hex');
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, (_, i) => alphabet[(bytes[i % bytes.length] as number) % alphabet.length]).join(
      '',
    );
  if (network === 'TRC20') return `T${pick(BASE58_ALPHABET, 33)}`;
  if (network === 'BTC') return `bc1q${pick(BECH32_ALPHABET, 38)}`;
  return `0x${hexDigest.slice(0, 40)}`;
}
