import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Countdown } from './Countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-19T14:29:58Z'));
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts to the next :30 and calls onComplete once when it passes', () => {
    const onComplete = vi.fn();
    renderUi(<Countdown mode="half-hour" onComplete={onComplete} />);
    expect(screen.getByRole('timer').textContent).toBe('2 sec');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('1 sec');
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toBe('30 min');
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('counts to a target and stops at 00:00', () => {
    const onComplete = vi.fn();
    renderUi(<Countdown target={new Date('2026-11-19T14:31:00Z')} onComplete={onComplete} />);
    expect(screen.getByRole('timer').textContent).toBe('1 min 2 sec');
    act(() => vi.advanceTimersByTime(62_000));
    expect(screen.getByRole('timer').textContent).toBe('0 sec');
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
