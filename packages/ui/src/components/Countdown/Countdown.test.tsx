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

  it('is a live countdown only in the last hour: above it, it changes when its words do', () => {
    // 1 hour 0 min 5 sec away (the clock stands at 14:29:58).
    renderUi(<Countdown target={new Date('2026-11-19T15:30:03Z')} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('1 hr');
    expect(timer.getAttribute('data-live')).toBe('false');
    expect(timer.getAttribute('datetime')).toBe('P0DT1H0M5S');
    // No tick each second: the machine-readable figure stands still too.
    act(() => vi.advanceTimersByTime(4000));
    expect(timer.getAttribute('datetime')).toBe('P0DT1H0M5S');
    // At 59 min 59 sec it goes live and ticks every second.
    act(() => vi.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('59 min 59 sec');
    expect(timer.getAttribute('data-live')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('59 min 58 sec');
  });

  it('days away, it wakes at most once a minute and reads days and hours', () => {
    renderUi(<Countdown target={new Date('2026-11-24T14:30:00Z')} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('5 days');
    act(() => vi.advanceTimersByTime(3000));
    expect(timer.textContent).toBe('4 days 23 hr');
    expect(timer.getAttribute('data-live')).toBe('false');
    expect(vi.getTimerCount()).toBe(1);
  });
});
