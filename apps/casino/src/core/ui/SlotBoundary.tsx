// One slot contribution that throws while rendering (a header widget, a profile-menu block) takes
// down its own place only: the page around it stays usable, and the place offers a small retry.
// A root boundary would replace the whole page, which is what a crypto player saw when the
// rewards block could not format USDT (issue 29).
import { Button } from '@casino/ui';
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { slotErrorMessages as messages } from '../messages.ts';
import styles from './SlotBoundary.module.css';

interface SlotBoundaryProps {
  /** The slot and contribution, for the console and for tests (`data-slot-error`). */
  name: string;
  children: ReactNode;
}

export class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Slot contribution "${this.props.name}" failed to render`, error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? (
      <SlotError name={this.props.name} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

function SlotError({ name, onRetry }: { name: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.failed} role="alert" data-slot-error={name}>
      <span>{intl.formatMessage(messages.slotError)}</span>
      <Button type="button" size="small" kind="outline" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
