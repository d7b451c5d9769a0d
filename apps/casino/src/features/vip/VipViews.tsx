// The VIP club's presentational parts: the player's level with progress to the next, the levels
// grouped by loyaltyLevelGroupSteps with what each gives, and refer-a-friend (link, copy, QR code,
// the reward explained, statistics). Pages (VipPages.tsx) pass the data in.
import { CopyButton, ProgressBar, QrCode } from '@casino/ui';
import { type ReactNode, useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { groupIndexOf, groupLevels, groupName, levelProgress, type VipLevel } from './levelGroups.ts';
import styles from './Vip.module.css';
import { vipMessages as messages } from './vipMessages.ts';

export interface PlayerLevel {
  level: number;
  name: string;
  points: number;
  nextLevel: number | null;
  nextLevelPoints: number | null;
  progressPercent: number;
}

export interface Referral {
  referralCode: string;
  referralLink: string;
  referredCount: number;
}

/** A percentage as the settings write it (10 → 10 %). */
const percentOf = (intl: IntlShape, percent: number) =>
  intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 });

export interface PlayerLevelCardProps {
  player: PlayerLevel;
  /** The level table (get-loyalty-levels): names, the current level's rewards, progress. */
  levels?: readonly VipLevel[] | undefined;
  /** The brand's loyaltyLevelGroupSteps. @default [] */
  steps?: readonly number[];
}

/**
 * The player's level, named by its group in the table below so the two agree, the next level, the
 * progress (bar and label one figure) and what the level gives.
 */
export function PlayerLevelCard({ player, levels = [], steps = [] }: PlayerLevelCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const rewardsId = useId();
  const groups = groupLevels(levels, steps);
  const nameOf = (level: number, fallback: string) => {
    const group = groups[groupIndexOf(groups, level)];
    return (group && groupName(group)) || fallback;
  };
  const current = levels.find((level) => level.level === player.level);
  const next =
    player.nextLevel === null ? undefined : levels.find((level) => level.level === player.nextLevel);
  const levelName = (name: string, level: number) => intl.formatMessage(messages.levelName, { name, level });
  const progress =
    player.nextLevelPoints === null
      ? null
      : levelProgress(player.points, current?.minPoints, player.nextLevelPoints);
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="vip-player-level"
      data-level={player.level}
    >
      <h2 className={styles.sectionTitle} id={headingId}>
        {intl.formatMessage(messages.yourLevel)}
      </h2>
      <p className={styles.levelName} data-testid="vip-level-name">
        {levelName(nameOf(player.level, player.name), player.level)}
      </p>
      <p className={styles.muted}>
        {intl.formatMessage(messages.points, { points: intl.formatNumber(player.points) })}
      </p>
      {player.nextLevel !== null && progress ? (
        <>
          <p data-testid="vip-next-level">
            {intl.formatMessage(messages.nextLevel, {
              name: levelName(nameOf(player.nextLevel, next?.name ?? ''), player.nextLevel),
            })}
          </p>
          <ProgressBar
            label={intl.formatMessage(messages.progressLabel, { level: player.nextLevel })}
            value={progress.percent}
            valueText={intl.formatMessage(messages.progressValue, {
              points: intl.formatNumber(progress.done),
              target: intl.formatNumber(progress.needed),
            })}
          />
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.topLevel)}</p>
      )}
      {current && (
        <section aria-labelledby={rewardsId}>
          <h3 className={styles.groupTitle} id={rewardsId}>
            {intl.formatMessage(messages.yourRewards)}
          </h3>
          <dl className={styles.facts} data-testid="vip-current-rewards">
            <Fact term={intl.formatMessage(messages.columnRakeback)}>
              {percentOf(intl, current.rakebackPercent)}
            </Fact>
            <Fact term={intl.formatMessage(messages.columnAccumulator)}>
              {intl.formatNumber(current.accumulatorPercent, { style: 'percent', maximumFractionDigits: 2 })}
            </Fact>
            {current.perks.length > 0 && (
              <Fact term={intl.formatMessage(messages.columnPerks)}>
                <Perks perks={current.perks} />
              </Fact>
            )}
          </dl>
        </section>
      )}
    </section>
  );
}

function Perks({ perks }: { perks: readonly string[] }) {
  const intl = useIntl();
  if (perks.length === 0) return <span aria-hidden="true">{intl.formatMessage(messages.noPerks)}</span>;
  const words: Record<string, string> = {
    'personal-manager': intl.formatMessage(messages.perkPersonalManager),
    'bet-limit-by-support': intl.formatMessage(messages.perkBetLimitBySupport),
  };
  return (
    <ul className={styles.perks}>
      {perks.map((perk) => (
        <li key={perk}>{words[perk] ?? intl.formatMessage(messages.perkOther)}</li>
      ))}
    </ul>
  );
}

export function VipLevelsView({
  levels,
  steps,
  currentLevel,
  collapsed = false,
}: {
  levels: readonly VipLevel[];
  steps: readonly number[];
  currentLevel?: number | undefined;
  /** The full table behind a disclosure, closed at first (a player's page: their card comes first). */
  collapsed?: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const groups = groupLevels(levels, steps);
  const heading = (
    <h2 className={styles.sectionTitle} id={headingId}>
      {intl.formatMessage(messages.levels)}
    </h2>
  );
  const tables = groups.map((group) => {
    const groupHeading = `${headingId}-${group.from}`;
    return (
      <section
        key={group.from}
        className={styles.card}
        aria-labelledby={groupHeading}
        data-vip-group={group.from}
      >
        <h3 className={styles.groupTitle} id={groupHeading}>
          {groupName(group)}{' '}
          <span className={styles.muted}>
            {group.from === group.to
              ? intl.formatMessage(messages.groupSingle, { level: group.from })
              : intl.formatMessage(messages.group, { from: group.from, to: group.to })}
          </span>
        </h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.columnLevel)}</th>
                <th scope="col">{intl.formatMessage(messages.columnPoints)}</th>
                <th scope="col">{intl.formatMessage(messages.columnRakeback)}</th>
                <th scope="col">{intl.formatMessage(messages.columnAccumulator)}</th>
                <th scope="col">{intl.formatMessage(messages.columnPerks)}</th>
              </tr>
            </thead>
            <tbody>
              {group.levels.map((level) => (
                <tr
                  key={level.level}
                  data-current={level.level === currentLevel}
                  aria-current={level.level === currentLevel ? 'true' : undefined}
                >
                  <th scope="row">
                    {level.name}
                    {level.level === currentLevel && (
                      <span className={styles.muted}> · {intl.formatMessage(messages.current)}</span>
                    )}
                  </th>
                  <td>{intl.formatNumber(level.minPoints)}</td>
                  <td>{percentOf(intl, level.rakebackPercent)}</td>
                  <td>
                    {intl.formatNumber(level.accumulatorPercent, {
                      style: 'percent',
                      maximumFractionDigits: 2,
                    })}
                  </td>
                  <td>
                    <Perks perks={level.perks} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  });
  return (
    <section className={styles.page} aria-labelledby={headingId} data-testid="vip-levels">
      {collapsed ? (
        <details className={styles.disclosure} data-testid="vip-levels-disclosure">
          <summary>{heading}</summary>
          <div className={styles.page}>{tables}</div>
        </details>
      ) : (
        <>
          {heading}
          {tables}
        </>
      )}
    </section>
  );
}

export function ReferAFriendView({ referral, percent }: { referral: Referral; percent: number }) {
  const intl = useIntl();
  const headingId = useId();
  const share = percentOf(intl, percent);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="refer-a-friend">
      <h2 className={styles.sectionTitle} id={headingId}>
        {intl.formatMessage(messages.referTitle)}
      </h2>
      <p className={styles.muted}>
        {percent > 0
          ? intl.formatMessage(messages.referExplained, { percent: share })
          : intl.formatMessage(messages.referExplainedNone)}
      </p>
      <div className={styles.refer}>
        <div className={styles.page}>
          <div>
            <p className={styles.muted}>{intl.formatMessage(messages.referLink)}</p>
            <div className={styles.linkRow}>
              <span className={styles.link} data-testid="referral-link">
                {referral.referralLink}
              </span>
              <CopyButton value={referral.referralLink} label={intl.formatMessage(messages.referCopy)} />
            </div>
          </div>
          <dl className={styles.facts}>
            <Fact term={intl.formatMessage(messages.referCode)}>{referral.referralCode}</Fact>
            <Fact term={intl.formatMessage(messages.referredCount)}>
              {intl.formatNumber(referral.referredCount)}
            </Fact>
            {percent > 0 && <Fact term={intl.formatMessage(messages.referReward)}>{share}</Fact>}
          </dl>
        </div>
        <QrCode value={referral.referralLink} label={intl.formatMessage(messages.referQr)} size={144} />
      </div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
