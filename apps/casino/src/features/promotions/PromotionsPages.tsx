// /promotions (prerendered: the first page of the list is in the HTML), /promotion?id= (one
// promotion) and /freemoney (the no-deposit offers). The type filter and the page number live in
// the address, so a filtered page can be shared and the back button steps through pages.
import { type LinkTarget, resolveLink } from '@casino/layout-engine';
import { Button, Skeleton } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { unavailableWhenSelfExcluded } from '../../core/guards/selfExclusion.tsx';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { LoadFailed } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { CouponForm } from './CouponForm.tsx';
import { Pager } from './Pager.tsx';
import { PromotionAction } from './PromotionAction.tsx';
import { PromotionCard, typeLabels } from './PromotionCard.tsx';
import styles from './Promotions.module.css';
import { type Promotion, type PromotionType, promotionsPageSize, promotionTypes } from './promotionsApi.ts';
import { promotionsMessages as messages } from './promotionsMessages.ts';
import { useBannerSrc, usePromotionCurrency, usePromotionList } from './usePromotions.ts';

const isPromotionType = (value: string | null): value is PromotionType =>
  promotionTypes.some((type) => type === value);

/** The address of one promotion's page (through the route table: page URL overrides apply). */
function usePromotionHref(): (promotion: Promotion) => string | undefined {
  const { config } = useApp();
  const { pathname } = useLocation();
  return (promotion) => {
    const target: LinkTarget = { page: 'promotion' };
    const link = resolveLink(config.routes, target, { pathname });
    return link.kind === 'path' ? `${link.to}?id=${promotion.id}` : undefined;
  };
}

/** Skeleton cards of the grid's shape, so the list arriving moves nothing. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <li key={index} className={styles.skeletonCard}>
          <Skeleton height="100%" />
        </li>
      ))}
    </ul>
  );
}

export function PromotionGrid({ promotions }: { promotions: readonly Promotion[] }) {
  const { currency, crypto } = usePromotionCurrency();
  const bannerSrc = useBannerSrc();
  const hrefOf = usePromotionHref();
  const navigate = useNavigate();
  return (
    <ul className={styles.grid} data-testid="promotion-list">
      {promotions.map((promotion, index) => {
        const href = hrefOf(promotion);
        return (
          <li key={promotion.id}>
            <PromotionCard
              promotion={promotion}
              currency={currency}
              crypto={crypto}
              bannerSrc={bannerSrc(promotion)}
              href={href}
              eager={index === 0}
              onOpen={(event) => {
                if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                void navigate(href);
              }}
            >
              <PromotionAction promotion={promotion} />
            </PromotionCard>
          </li>
        );
      })}
    </ul>
  );
}

function TypeFilter({
  type,
  onChange,
}: {
  type: PromotionType | undefined;
  onChange: (type?: PromotionType) => void;
}) {
  const intl = useIntl();
  const options: { value: PromotionType | undefined; label: string }[] = [
    { value: undefined, label: intl.formatMessage(messages.filterAll) },
    ...promotionTypes.map((value) => ({ value, label: intl.formatMessage(typeLabels[value]) })),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div className={styles.toolbar} role="group" aria-label={intl.formatMessage(messages.filterLabel)}>
      {options.map((option) => (
        <Button
          key={option.value ?? 'all'}
          type="button"
          size="small"
          kind={option.value === type ? 'primary' : 'outline'}
          aria-pressed={option.value === type}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

function PromotionListSection({
  type,
  page,
  onPage,
}: {
  type?: PromotionType | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const list = usePromotionList(page, type);
  if (list.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <ListSkeleton label={intl.formatMessage(messages.loading)} />;
  if (list.data.rows.length === 0)
    return <p className={styles.notice}>{intl.formatMessage(messages.empty)}</p>;
  return (
    <>
      <PromotionGrid promotions={list.data.rows} />
      <Pager page={page} pages={Math.ceil(list.data.count / promotionsPageSize)} onPage={onPage} />
    </>
  );
}

function PromotionsPageContent() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isPromotionType(typeParam) ? typeParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const update = (next: { type?: PromotionType | undefined; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextType = 'type' in next ? next.type : type;
    if (nextType) search.set('type', nextType);
    else search.delete('type');
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <p className={styles.notice}>{intl.formatMessage(messages.rule)}</p>
      <TypeFilter type={type} onChange={(next) => update({ type: next, page: 1 })} />
      <PromotionListSection type={type} page={page} onPage={(next) => update({ page: next })} />
      <CouponForm />
    </div>
  );
}

function FreeMoneyPageContent() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const title = intl.formatMessage(messages.freeMoneyTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage(messages.freeMoneyIntro)}</p>
      <p className={styles.notice}>{intl.formatMessage(messages.rule)}</p>
      <PromotionListSection
        type="no_deposit"
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </div>
  );
}

function PromotionPageContent() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  // get-all-bonus has no single-bonus form: the page reads the first 100 (the server's maximum).
  const list = usePromotionList(1, undefined, 100);
  const { currency, crypto } = usePromotionCurrency();
  const bannerSrc = useBannerSrc();
  const promotion = list.data?.rows.find((row) => row.id === id);
  useDocumentTitle(promotion?.banner.bannerTitle ?? intl.formatMessage(messages.title));
  const back = (
    <AppLink target={{ page: 'promotions' }}>{intl.formatMessage(messages.backToPromotions)}</AppLink>
  );
  if (list.isError)
    return (
      <div className={styles.page}>
        {back}
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  if (!list.data)
    return (
      <div className={styles.page}>
        {back}
        <ListSkeleton label={intl.formatMessage(messages.loading)} />
      </div>
    );
  if (!promotion)
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.title}>{intl.formatMessage(messages.notFound)}</h1>
      </div>
    );
  return (
    <div className={styles.page} data-testid="promotion-page">
      {back}
      <h1 className={styles.title}>{promotion.banner.bannerTitle}</h1>
      <p className={styles.intro}>{promotion.description}</p>
      <div className={styles.single}>
        <PromotionCard
          promotion={promotion}
          currency={currency}
          crypto={crypto}
          bannerSrc={bannerSrc(promotion)}
          level={2}
          eager
        >
          <PromotionAction promotion={promotion} />
        </PromotionCard>
      </div>
    </div>
  );
}

export const PromotionsPage = unavailableWhenSelfExcluded(PromotionsPageContent);

export const FreeMoneyPage = unavailableWhenSelfExcluded(FreeMoneyPageContent);

export const PromotionPage = unavailableWhenSelfExcluded(PromotionPageContent);
