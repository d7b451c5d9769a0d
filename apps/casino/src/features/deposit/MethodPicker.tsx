// spec 2 'Payment method picker': one radio per method (arrow keys move between them), each a block
// with its thumbnail, name and range; full width when fewer than 5 methods are visible (spec 9).
import type { PaymentMethod } from '@casino/api-client';
import { useFormatAmount } from '@casino/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import { pickerLayout } from './logic/methods.ts';

export type PickerMethod = Pick<
  PaymentMethod,
  'id' | 'name' | 'title' | 'thumbnailUrl' | 'minAmount' | 'maxAmount' | 'isCrypto'
>;

export interface MethodPickerProps {
  methods: readonly PickerMethod[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  currency: string;
  /** Turns a method's thumbnail path into an address (the back end's asset route). */
  thumbnailSrc: (url: string) => string;
}

export function MethodPicker({ methods, selectedId, onSelect, currency, thumbnailSrc }: MethodPickerProps) {
  const intl = useIntl();
  const name = useId();
  const formatMoney = useFormatAmount();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <fieldset className={styles.methods} data-testid="method-picker">
      <legend className={styles.legend}>{intl.formatMessage(messages.methods)}</legend>
      <div className={styles.methodList} data-layout={pickerLayout(methods.length)}>
        {methods.map((method) => (
          <label key={method.id} className={styles.method} data-method={method.name}>
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={method.id === selectedId}
              onChange={() => onSelect(method.id)}
            />
            {method.thumbnailUrl && (
              <img
                className={styles.thumbnail}
                src={thumbnailSrc(method.thumbnailUrl)}
                alt=""
                loading="lazy"
              />
            )}
            <span className={styles.methodText}>
              <span className={styles.methodName}>{method.title || method.name}</span>
              {!method.isCrypto && (
                <span className={styles.methodRange}>
                  {intl.formatMessage(messages.methodRange, {
                    min: money(method.minAmount),
                    max: money(method.maxAmount),
                  })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
