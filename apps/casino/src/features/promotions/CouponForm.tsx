// Coupon codes (spec 8): applied (with the amount when the coupon paid one), not applied (an
// unknown code), and 'This coupon code has already been redeemed...' the second time. The code the
// player typed stays in the field after a refusal.
import { redeemCouponMutation } from '@casino/api-client';
import { Button, TextField, useFormatAmount } from '@casino/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { bonusErrorCode, describeBonusError } from '../../core/bonuses/bonusErrors.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import styles from './Promotions.module.css';
import { promotionsMessages as messages } from './promotionsMessages.ts';
import { usePlayer, usePromotionCurrency } from './usePromotions.ts';
import { isZeroAmount } from './wagering.ts';

export type CouponState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'applied'; amount?: string }
  | { kind: 'failed'; message: string; code?: string | undefined };

export interface CouponFormViewProps {
  state: CouponState;
  onApply: (code: string) => void;
  /** A guest sees the way to log in instead of the field. */
  loginLink?: ReactNode;
}

export function CouponFormView({ state, onApply, loginLink }: CouponFormViewProps) {
  const intl = useIntl();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMissing(!trimmed);
    if (trimmed) onApply(trimmed);
  };
  return (
    <section className={styles.coupon} aria-labelledby={headingId} data-testid="coupon">
      <h2 className={styles.sectionTitle} id={headingId}>
        {intl.formatMessage(messages.couponTitle)}
      </h2>
      {loginLink ?? (
        <form className={styles.couponRow} onSubmit={submit} noValidate>
          <TextField
            label={intl.formatMessage(messages.couponLabel)}
            name="coupon"
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            error={missing ? intl.formatMessage(messages.couponRequired) : undefined}
          />
          <Button type="submit" kind="primary" loading={state.kind === 'pending'}>
            {intl.formatMessage(messages.couponApply)}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {state.kind === 'applied' && (
          <p className={styles.success} data-testid="coupon-applied">
            {state.amount
              ? intl.formatMessage(messages.couponAppliedAmount, { amount: state.amount })
              : intl.formatMessage(messages.couponApplied)}
          </p>
        )}
      </div>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert" data-error-code={state.code}>
          {state.message}
        </p>
      )}
    </section>
  );
}

export function CouponForm() {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const { api } = useApp();
  const { search } = useLocation();
  const { authenticated } = usePlayer();
  const { currency, crypto } = usePromotionCurrency();
  const redeem = useMutation(redeemCouponMutation(api));
  const error = redeem.error;
  // An unknown code is the spec's "coupon not applied"; other refusals keep their own words.
  const description = bonusErrorCode(error) === 'COUPON_INVALID' ? undefined : describeBonusError(error);
  const amount = redeem.data?.data.amount;
  const state: CouponState = redeem.isPending
    ? { kind: 'pending' }
    : redeem.isSuccess
      ? {
          kind: 'applied',
          ...(amount && !isZeroAmount(amount) ? { amount: formatMoney(amount, currency, { crypto }) } : {}),
        }
      : error
        ? {
            kind: 'failed',
            code: bonusErrorCode(error),
            message: description
              ? intl.formatMessage(description.message, description.values)
              : intl.formatMessage(messages.couponNotApplied),
          }
        : { kind: 'idle' };
  return (
    <CouponFormView
      state={state}
      onApply={(code) => redeem.mutate(code)}
      loginLink={
        authenticated ? undefined : (
          <AppLink
            target={{ href: searchWithModal(search, 'login') }}
            render={(props) => (
              <Button href={props.href} onClick={props.onClick} kind="outline" className={styles.wrapButton}>
                {intl.formatMessage(messages.couponLogIn)}
              </Button>
            )}
          />
        )
      }
    />
  );
}
