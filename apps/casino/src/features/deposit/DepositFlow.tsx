// The deposit flow (spec 4, 5, 8), the same on /deposit and in the deposit modal: profile data the
// brand asks for first, the method picker, then either the crypto top-up address or the amount
// (with the card form for card methods) and the deposit call. The answer leads to the 3DS page or
// to the outcome modal named by the server; the wallet query is refreshed, so the header balance
// moves without a reload. The bonus choice (issue 35) sits above the amount: the deposit sends the
// chosen bonusId, and the outcome modal hears what was deposited and which bonus was asked for.
import {
  bonusListQuery,
  currenciesQuery,
  type DepositAnswer,
  type DepositRequest,
  depositOnceMutation,
  nextTransferBonusMutation,
  nextTransferBonusQuery,
  type PaymentMethod,
  paymentMethodsQuery,
  paymentThumbnailUrl,
  userBonusesQuery,
} from '@casino/api-client';
import { currencyFacts, parseDecimal } from '@casino/money';
import { AmountStepper, Button, TextField, useFormatAmount } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import type { UserDetails } from '../../core/api/types.ts';
import { describeBonusRefusal } from '../../core/bonuses/bonusErrors.ts';
import { SelfExclusionGuard } from '../../core/guards/selfExclusion.tsx';
import { useWalletActivity } from '../../core/live/walletActivity.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { BonusPicker, minimumReason } from './BonusPicker.tsx';
import { CardForm } from './CardForm.tsx';
import { CryptoTopUp } from './CryptoTopUp.tsx';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import { readLastMethodId, writeLastMethodId } from './lastMethod.ts';
import { amountProblem, amountText } from './logic/amount.ts';
import { type CardField, type CardValues, cardProblems, emptyCard } from './logic/card.ts';
import {
  type BonusBlock,
  type DepositOffer,
  depositOffers,
  minimumNotMet,
  offerBlock,
} from './logic/depositBonus.ts';
import { type DepositReceipt, receiptState } from './logic/depositReceipt.ts';
import { depositBonusRefusal, depositError, genericDepositError } from './logic/errors.ts';
import { alternativeMethod, depositMethods, initialMethod } from './logic/methods.ts';
import { outcomeModalName, outcomeOfRedirect } from './logic/outcomes.ts';
import { missingProfileFields } from './logic/profileGaps.ts';
import { MethodPicker } from './MethodPicker.tsx';
import { ProfileGaps } from './ProfileGaps.tsx';

/** spec 9: the deposit phone must have at least 6 digits. */
const PHONE_MIN_DIGITS = 6;

export interface DepositFlowProps {
  details: UserDetails;
}

/**
 * A self-excluded player can only withdraw (spec 3, issue 16): the flow says why instead of offering
 * methods. The server refuses the deposit with SELF_EXCLUDED anyway; this spares the form.
 */
export function DepositFlow(props: DepositFlowProps) {
  return (
    <SelfExclusionGuard>
      <DepositSteps {...props} />
    </SelfExclusionGuard>
  );
}

function DepositSteps({ details }: DepositFlowProps) {
  const intl = useIntl();
  const { api, config } = useApp();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { user, wallet } = details;
  const methods = useQuery(
    paymentMethodsQuery(api, {
      currencyCode: wallet.currencyCode,
      ...(user.countryCode ? { countryCode: user.countryCode } : {}),
    }),
  );
  const visible = useMemo(() => depositMethods(methods.data ?? []), [methods.data]);
  const gaps = missingProfileFields(user, config.cashier);
  const [kycAnswered, setKycAnswered] = useState(false);
  const offerKyc =
    config.cashier.kycBeforeDeposit &&
    details.depositCount === 0 &&
    user.kycStatus !== 'APPROVED' &&
    !kycAnswered;

  if (gaps.length || offerKyc)
    return <ProfileGaps missing={gaps} offerKyc={offerKyc} onSkipKyc={() => setKycAnswered(true)} />;
  if (methods.isPending) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  if (methods.isError) {
    const problem = depositError(methods.error);
    return (
      <LoadFailed
        message={intl.formatMessage(problem?.message ?? genericDepositError, problem?.values)}
        retrying={methods.isFetching}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  if (!visible.length) return <p className={styles.notice}>{intl.formatMessage(messages.noMethods)}</p>;
  return (
    <DepositForm
      key={`${params.get('method') ?? ''}|${params.get('alt') ?? ''}`}
      details={details}
      methods={visible}
      requested={params.get('method')}
      failed={params.get('alt')}
      requestedBonus={bonusParam(params.get('bonus'))}
    />
  );
}

/** `?bonus=<id>` (Deposit to claim on a promotion): a positive whole number, else none. */
const bonusParam = (value: string | null): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * The deposit bonuses of get-all-bonus for this player (spec 7: their currency and country, the
 * browser's time zone and locale), the one bonus slot a deposit bonus needs (spec 6), and the
 * currency's decimals for the figures; the rules (deposit count, days, minimum) apply in the form.
 */
function useDepositBonuses(details: UserDetails) {
  const intl = useIntl();
  const { api } = useApp();
  const { user, wallet } = details;
  const timeZone = (() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
    } catch {
      return undefined;
    }
  })();
  const list = useQuery(
    bonusListQuery(api, {
      pageNo: 1,
      limit: 100,
      type: 'deposit',
      isDeposit: true,
      language: intl.locale,
      currencyCode: wallet.currencyCode,
      ...(user.countryCode ? { countryCode: user.countryCode, countryCheck: user.countryCode } : {}),
      ...(timeZone ? { timeZone } : {}),
    }),
  );
  const active = useQuery(userBonusesQuery(api, { status: 'active' }));
  const currencies = useQuery(currenciesQuery(api));
  const offers = useMemo(() => depositOffers(list.data?.rows ?? []), [list.data]);
  return {
    offers,
    state: (list.isPending || active.isPending ? 'loading' : list.isError ? 'failed' : 'ready') as
      | 'loading'
      | 'failed'
      | 'ready',
    retry: () => void list.refetch(),
    // An answer that did not come cannot say the slot is taken; the server still checks it.
    bonusSlotTaken: (active.data?.rows ?? []).some((bonus) => bonus.type !== 'freespins'),
    decimals: currencyFacts(wallet.currencyCode, currencies.data, details.isCrypto).decimals,
  };
}

function DepositForm({
  details,
  methods,
  requested,
  failed,
  requestedBonus,
}: {
  details: UserDetails;
  methods: readonly PaymentMethod[];
  requested: string | null;
  failed: string | null;
  requestedBonus: number | null;
}) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const { api } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, wallet } = details;
  const [selectedId, setSelectedId] = useState(() => {
    const alternative = failed ? alternativeMethod(methods, failed) : undefined;
    return (alternative ?? initialMethod(methods, { requested, lastUsedId: readLastMethodId() }))?.id;
  });
  const [failedNotice, setFailedNotice] = useState<string | null>(failed);
  const method = methods.find((candidate) => candidate.id === selectedId) ?? methods[0];

  // spec 4: a live failedDeposit names a method; the flow moves to another one.
  const mountedAt = useRef(Date.now());
  const failedDeposit = useWalletActivity((state) => state.failedDeposit);
  useEffect(() => {
    if (!failedDeposit || failedDeposit.at < mountedAt.current) return;
    const alternative = alternativeMethod(methods, failedDeposit.method);
    setFailedNotice(failedDeposit.method);
    if (alternative) setSelectedId(alternative.id);
  }, [failedDeposit, methods]);

  const [amount, setAmount] = useState(25);
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [touched, setTouched] = useState<ReadonlySet<CardField | 'amount' | 'phone'>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // One key per attempt: a double click or a resend of the same attempt is charged once.
  const attemptKey = useRef(crypto.randomUUID());
  const deposit = useMutation(depositOnceMutation(api));
  const [redirecting, setRedirecting] = useState(false);
  const bonuses = useDepositBonuses(details);
  const [now] = useState(() => new Date());
  const [bonusId, setBonusId] = useState<number | null>(requestedBonus);
  const blocks = useMemo(() => {
    const found = new Map<number, BonusBlock>();
    for (const offer of bonuses.offers) {
      const block = offerBlock(offer, {
        depositCount: details.depositCount,
        bonusSlotTaken: bonuses.bonusSlotTaken,
        emailVerified: details.user.isEmailVerified,
        now,
      });
      if (block) found.set(offer.id, block);
    }
    return found;
  }, [bonuses.offers, bonuses.bonusSlotTaken, details.depositCount, details.user.isEmailVerified, now]);
  const chosenBonus =
    bonuses.state === 'ready'
      ? bonuses.offers.find((offer) => offer.id === bonusId && !blocks.has(offer.id))
      : undefined;

  if (!method) return null;
  const amountString = amountText(amount);
  const amountIssue = amountProblem(amountString, method);
  const cardIssues = method.isCardForm ? cardProblems(card, new Date()) : {};
  const needsPhone = method.requiresPhone;
  const phoneShort = needsPhone && phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS;
  const shown = (field: CardField | 'amount' | 'phone') => submitted || touched.has(field);
  const touch = (field: CardField | 'amount' | 'phone') => setTouched((before) => new Set(before).add(field));
  const money = (value: string | number) =>
    formatMoney(value, wallet.currencyCode, { crypto: details.isCrypto });
  const belowBonusMinimum = chosenBonus && !amountIssue ? minimumNotMet(chosenBonus, amountString) : null;

  // The chosen bonus refused before the charge: its spec 8 words, at the amount for its minimum.
  const bonusRefusal = depositBonusRefusal(deposit.error);
  const bonusRefusalText = bonusRefusal
    ? (() => {
        const minDeposit = bonusRefusal.details.minDeposit;
        const words = describeBonusRefusal({
          code: bonusRefusal.code,
          details:
            typeof minDeposit === 'number' || typeof minDeposit === 'string'
              ? { ...bonusRefusal.details, minDeposit: money(parseDecimal(minDeposit)) }
              : bonusRefusal.details,
        });
        return intl.formatMessage(words.message, words.values);
      })()
    : undefined;
  const serverProblem = bonusRefusal ? undefined : depositError(deposit.error);
  const serverText = serverProblem
    ? intl.formatMessage(serverProblem.message, serverProblem.values)
    : undefined;
  const amountError =
    (shown('amount') && amountIssue
      ? amountIssue.kind === 'aboveZero'
        ? intl.formatMessage(messages.aboveZero)
        : intl.formatMessage(messages.range, { min: money(amountIssue.min), max: money(amountIssue.max) })
      : undefined) ??
    (shown('amount') && belowBonusMinimum ? minimumReason(intl, money(belowBonusMinimum)) : undefined) ??
    (bonusRefusal?.field === 'amount' ? bonusRefusalText : undefined) ??
    (serverProblem?.field === 'amount' ? serverText : undefined);
  const phoneError =
    (shown('phone') && phoneShort ? intl.formatMessage(messages.phoneTooShort) : undefined) ??
    (serverProblem?.field === 'phone' ? serverText : undefined);
  const formError =
    serverProblem && serverProblem.field !== 'amount' && serverProblem.field !== 'phone'
      ? serverText
      : undefined;

  const onSuccess = (answer: DepositAnswer, { body }: { body: DepositRequest }) => {
    writeLastMethodId(method.id);
    attemptKey.current = crypto.randomUUID();
    setCard(emptyCard);
    if (answer.threeDS) {
      setRedirecting(true);
      // The bank's page: a path in the answer is the back end's own (its demo ACS), not the app's.
      window.location.assign(new URL(answer.threeDS.acsUrl, api.transport.urlFor('/')).href);
      return;
    }
    const outcome =
      outcomeOfRedirect(answer.redirectUrl) ?? (answer.outcome === 'success' ? 'success' : 'failed');
    const sentBonus = body.bonusId ? bonuses.offers.find((offer) => offer.id === body.bonusId) : undefined;
    const receipt: DepositReceipt = {
      amount: answer.amount,
      currencyCode: answer.currencyCode,
      crypto: details.isCrypto,
      bonus: sentBonus ? { id: sentBonus.id, name: sentBonus.banner.bannerTitle } : null,
      bonusError: answer.bonusError,
    };
    const next = new URLSearchParams(
      searchWithModal(search, outcomeModalName(outcome), { met: method.name }),
    );
    // The bonus was asked for; a retry from the outcome starts without it.
    next.delete('bonus');
    void navigate(`${pathname}?${next.toString()}`, { state: receiptState(receipt) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountIssue || belowBonusMinimum || Object.keys(cardIssues).length || phoneShort) return;
    const body: DepositRequest = {
      paymentMethodId: method.id,
      amount: amountString,
      currencyCode: wallet.currencyCode,
      ...(chosenBonus ? { bonusId: chosenBonus.id } : {}),
      ...(needsPhone ? { phone } : {}),
      ...(method.isCardForm
        ? { card: { holder: card.holder.trim(), number: card.number, expiry: card.expiry, cvc: card.cvc } }
        : {}),
    };
    deposit.mutate({ body, idempotencyKey: attemptKey.current }, { onSuccess });
  };

  const bonusPicker = (amount: string | null) => (
    <BonusPicker
      offers={bonuses.offers}
      blocks={blocks}
      selectedId={chosenBonus?.id ?? null}
      onSelect={(id) => {
        setBonusId(id);
        if (bonusRefusal) deposit.reset();
      }}
      amount={amount}
      currency={wallet.currencyCode}
      crypto={details.isCrypto}
      decimals={bonuses.decimals}
      now={now}
      state={bonuses.state}
      onRetry={bonuses.retry}
      requestedBlocked={
        requestedBonus === null ? undefined : bonuses.offers.find((offer) => offer.id === requestedBonus)
      }
      problem={bonusRefusal?.field === 'bonusId' ? bonusRefusalText : undefined}
    />
  );

  return (
    <form className={styles.flow} noValidate onSubmit={submit} data-testid="deposit-form">
      {redirecting && (
        <p className={styles.notice} role="status">
          {intl.formatMessage(messages.redirecting3ds)}
        </p>
      )}
      {failedNotice && (
        <p className={styles.notice} role="status" data-testid="failed-notice">
          {intl.formatMessage(messages.failedNotice, { method: failedNotice })}
        </p>
      )}
      <MethodPicker
        methods={methods}
        selectedId={method.id}
        onSelect={(id) => {
          setSelectedId(id);
          deposit.reset();
        }}
        currency={wallet.currencyCode}
        thumbnailSrc={(url) =>
          /^https?:/.test(url) ? url : paymentThumbnailUrl(api, url.split('/').pop() ?? url)
        }
      />
      {method.isCrypto ? (
        <>
          {/* A transfer is credited in the address's currency: a fiat wallet would need a rate. */}
          {details.isCrypto && (
            <NextTransferBonus
              offers={bonuses.offers}
              blocks={blocks}
              state={bonuses.state}
              onRetry={bonuses.retry}
              decimals={bonuses.decimals}
              now={now}
              currency={wallet.currencyCode}
              crypto={details.isCrypto}
              requestedBonus={requestedBonus}
            />
          )}
          <CryptoTopUp method={method} wallet={{ currency: wallet.currencyCode, crypto: details.isCrypto }} />
        </>
      ) : (
        <>
          <AmountStepper
            label={intl.formatMessage(messages.amount)}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              touch('amount');
            }}
            currency={wallet.currencyCode}
            min={method.minAmount}
            max={method.maxAmount}
            error={amountError}
          />
          {bonusPicker(amountIssue?.kind === 'aboveZero' ? '0' : amountString)}
          {needsPhone && (
            <TextField
              label={intl.formatMessage(messages.phone)}
              type="tel"
              autoComplete="tel"
              value={phone}
              error={phoneError}
              onChange={(event) => setPhone(event.target.value.replace(/[^\d+\s]/g, ''))}
              onBlur={() => touch('phone')}
            />
          )}
          {method.isCardForm && (
            <CardForm
              values={card}
              onChange={setCard}
              problems={Object.fromEntries(
                Object.entries(cardIssues).filter(([field]) => shown(field as CardField)),
              )}
              onBlur={touch}
              disabled={deposit.isPending}
            />
          )}
          {formError && (
            <p className={styles.notice} role="alert" data-testid="deposit-error">
              {formError}
            </p>
          )}
          <Button type="submit" kind="accent" size="large" fullWidth loading={deposit.isPending}>
            {intl.formatMessage(deposit.isPending ? messages.submitting : messages.submit, {
              amount: money(amountString),
            })}
          </Button>
        </>
      )}
    </form>
  );
}

/**
 * A crypto top-up has no amount here: the bonus is chosen for the next transfer to the player's
 * address and kept on the account (PUT /api/user/next-transfer-bonus), so the transfer that
 * arrives takes it, whenever it comes. The choice shown is the server's; "Deposit to claim" on a
 * promotion stores the bonus asked for once, when the player may take it.
 */
function NextTransferBonus({
  offers,
  blocks,
  state,
  onRetry,
  decimals,
  now,
  currency,
  crypto,
  requestedBonus,
}: {
  offers: readonly DepositOffer[];
  blocks: ReadonlyMap<number, BonusBlock>;
  state: 'ready' | 'loading' | 'failed';
  onRetry: () => void;
  decimals: number;
  now: Date;
  currency: string;
  crypto: boolean;
  requestedBonus: number | null;
}) {
  const intl = useIntl();
  const { api } = useApp();
  const stored = useQuery(nextTransferBonusQuery(api));
  const choose = useMutation(nextTransferBonusMutation(api));
  const requestedOffer =
    requestedBonus === null ? undefined : offers.find((offer) => offer.id === requestedBonus);
  const askedFor = useRef(false);
  const storedId = stored.data;
  const { mutate } = choose;
  useEffect(() => {
    if (askedFor.current || state !== 'ready' || storedId === undefined || !requestedOffer) return;
    askedFor.current = true;
    if (storedId !== requestedOffer.id && !blocks.has(requestedOffer.id)) mutate(requestedOffer.id);
  }, [state, storedId, requestedOffer, blocks, mutate]);

  const refusal = depositBonusRefusal(choose.error);
  const words = refusal ? describeBonusRefusal({ code: refusal.code, details: refusal.details }) : undefined;
  const other = refusal ? undefined : depositError(choose.error);
  const problem = words
    ? intl.formatMessage(words.message, words.values)
    : other
      ? intl.formatMessage(other.message, other.values)
      : undefined;
  const selectedId = choose.isPending ? (choose.variables ?? null) : (storedId ?? null);
  return (
    <BonusPicker
      offers={offers}
      blocks={blocks}
      selectedId={selectedId}
      onSelect={(id) => choose.mutate(id)}
      amount={null}
      currency={currency}
      crypto={crypto}
      decimals={decimals}
      now={now}
      state={
        state === 'ready' && stored.isPending
          ? 'loading'
          : state === 'ready' && stored.isError
            ? 'failed'
            : state
      }
      onRetry={stored.isError ? () => void stored.refetch() : onRetry}
      requestedBlocked={requestedOffer}
      problem={problem}
    />
  );
}
