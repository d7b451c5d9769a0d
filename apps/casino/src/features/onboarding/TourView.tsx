// One step of the tour as a non-modal dialog: title, text, "Step n of m", Previous / Next (Finish
// on the last), Skip and Close. The title takes focus on every step, so a screen reader reads the
// step and keyboard users start from it; Escape closes. Placement is the caller's (TourPosition).
import { Button, Icon } from '@casino/ui';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './Tour.module.css';
import { tourMessages as messages } from './tourMessages.ts';
import type { TourStepId } from './tourSteps.ts';

const stepWords = {
  lobby: { title: messages.lobbyTitle, body: messages.lobbyBody },
  rewards: { title: messages.rewardsTitle, body: messages.rewardsBody },
  cashier: { title: messages.cashierTitle, body: messages.cashierBody },
} as const;

export interface TourViewProps {
  step: TourStepId;
  /** 1-based position among the steps shown. */
  position: number;
  total: number;
  /** Where the card sits (fixed); centred at the top when not given. */
  placement?: { top: number; left: number } | undefined;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
  onClose: () => void;
}

export function TourView({
  step,
  position,
  total,
  placement,
  onNext,
  onPrevious,
  onSkip,
  onClose,
}: TourViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the title on every step
  useEffect(() => {
    titleRef.current?.focus();
  }, [step]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const last = position === total;
  const style: CSSProperties = placement
    ? { top: placement.top, left: placement.left }
    : { top: 80, insetInlineStart: '50%', transform: 'translateX(-50%)' };
  return (
    <div
      className={styles.tour}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="onboarding-tour"
      data-step={step}
      style={style}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
          {intl.formatMessage(stepWords[step].title)}
        </h2>
        <Button
          type="button"
          kind="tertiary"
          size="small"
          iconOnly
          icon={<Icon name="close" />}
          aria-label={intl.formatMessage(messages.close)}
          onClick={onClose}
        />
      </div>
      <p className={styles.body} id={bodyId}>
        {intl.formatMessage(stepWords[step].body)}
      </p>
      <p className={styles.progress}>
        {intl.formatMessage(messages.progress, { step: position, steps: total })}
      </p>
      <div className={styles.actions}>
        <Button type="button" kind="tertiary" size="small" onClick={onSkip}>
          {intl.formatMessage(messages.skip)}
        </Button>
        <div>
          {position > 1 && (
            <Button type="button" kind="outline" size="small" onClick={onPrevious}>
              {intl.formatMessage(messages.previous)}
            </Button>
          )}
          <Button type="button" kind="accent" size="small" onClick={onNext}>
            {intl.formatMessage(last ? messages.finish : messages.next)}
          </Button>
        </div>
      </div>
    </div>
  );
}
