// What a player can do with a promotion, under its card: free spins and no-deposit bonuses are
// activated here; a deposit bonus is claimed with a deposit (the cashier opens with it chosen); cashback goes to the rakeback
// calendar; a guest is asked to log in. A taken slot is said before the player tries (spec 6),
// and every refusal is worded (spec 8 codes through describeBonusError).
import { Button } from '@casino/ui';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { bonusErrorCode, describeBonusError } from '../../core/bonuses/bonusErrors.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { useHasPassed } from '../../core/useHasPassed.ts';
import styles from './Promotions.module.css';
import { type BonusSlot, type Promotion, slotOf } from './promotionsApi.ts';
import { promotionsMessages as messages } from './promotionsMessages.ts';
import { useActivateBonus, usePlayer, useTakenSlots } from './usePromotions.ts';

export type ActivationState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string; code?: string | undefined };

export interface ActivateBonusViewProps {
  promotion: Promotion;
  /** The slot this promotion needs is taken by an active bonus. */
  slotTaken: BonusSlot | null;
  state: ActivationState;
  onActivate: () => void;
  /** The promotion has not started: Activate waits, disabled, and says from when (issue 35). */
  startsAt?: Date | null;
}

/** The activation button with the one-at-a-time notice and the outcome (presentational). */
export function ActivateBonusView({
  promotion,
  slotTaken,
  state,
  onActivate,
  startsAt = null,
}: ActivateBonusViewProps) {
  const intl = useIntl();
  const name = promotion.banner.bannerTitle;
  const waitId = useId();
  return (
    <>
      {startsAt && (
        <p className={styles.hint} id={waitId} data-testid="activate-from">
          {intl.formatMessage(messages.activateFrom, { date: startsAt })}
        </p>
      )}
      {slotTaken && (
        <p className={styles.hint} data-testid="slot-taken-notice">
          {intl.formatMessage(
            slotTaken === 'freespins' ? messages.oneActiveFreeSpins : messages.oneActiveBonus,
          )}
        </p>
      )}
      <Button
        type="button"
        kind="accent"
        fullWidth
        loading={state.kind === 'pending'}
        disabled={startsAt !== null}
        aria-describedby={startsAt ? waitId : undefined}
        onClick={onActivate}
        aria-label={intl.formatMessage(messages.activateName, { name })}
      >
        {intl.formatMessage(messages.activate)}
      </Button>
      <div aria-live="polite">
        {state.kind === 'done' && (
          <p className={styles.success}>{intl.formatMessage(messages.activated, { name })}</p>
        )}
      </div>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert" data-error-code={state.code}>
          {state.message}
        </p>
      )}
    </>
  );
}

function Activate({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const taken = useTakenSlots();
  const activate = useActivateBonus();
  const slot = slotOf(promotion.type);
  const start = useMemo(() => (promotion.startAt ? new Date(promotion.startAt) : null), [promotion.startAt]);
  // Re-renders at the start: the button enables while the card is open.
  const started = useHasPassed(start);
  const description = describeBonusError(activate.error);
  const state: ActivationState = activate.isPending
    ? { kind: 'pending' }
    : activate.isSuccess
      ? { kind: 'done' }
      : description
        ? {
            kind: 'failed',
            message: intl.formatMessage(description.message, description.values),
            code: bonusErrorCode(activate.error),
          }
        : { kind: 'idle' };
  return (
    <ActivateBonusView
      promotion={promotion}
      slotTaken={taken.has(slot) && !activate.isSuccess ? slot : null}
      state={state}
      onActivate={() => activate.mutate(promotion.id)}
      startsAt={started ? null : start}
    />
  );
}

export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const { search } = useLocation();
  const pageBuilt = usePageBuilt();
  const { authenticated } = usePlayer();
  if (promotion.type === 'instant_cashback')
    return (
      <>
        <p className={styles.hint}>{intl.formatMessage(messages.cashbackHint)}</p>
        {authenticated && <Activate promotion={promotion} />}
      </>
    );
  if (!authenticated)
    return (
      <AppLink
        target={{ href: searchWithModal(search, 'login') }}
        render={(props) => (
          <Button href={props.href} onClick={props.onClick} kind="accent" fullWidth>
            {intl.formatMessage(messages.logInToActivate)}
          </Button>
        )}
      />
    );
  if (promotion.type === 'deposit')
    return (
      <>
        <p className={styles.hint}>{intl.formatMessage(messages.depositBonusHint)}</p>
        {pageBuilt('deposit') && (
          // The cashier opens over the promotions with this bonus chosen (issue 35).
          <AppLink
            target={{ href: searchWithModal(search, 'deposit', { bonus: String(promotion.id) }) }}
            render={(props) => (
              <Button href={props.href} onClick={props.onClick} kind="accent" fullWidth>
                {intl.formatMessage(messages.depositToClaim)}
              </Button>
            )}
          />
        )}
      </>
    );
  return <Activate promotion={promotion} />;
}
