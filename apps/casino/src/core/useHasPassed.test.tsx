import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMEOUT_MS, useHasPassed } from './useHasPassed.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-19T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useHasPassed', () => {
  it('turns true once, when the instant passes', () => {
    const { result } = renderHook(() => useHasPassed(new Date('2026-11-19T14:00:05Z')));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('waits a month without firing early (setTimeout cannot count that far in one go)', () => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    const { result } = renderHook(() => useHasPassed(start));
    act(() => vi.advanceTimersByTime(MAX_TIMEOUT_MS + 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(30 * 86_400_000 - MAX_TIMEOUT_MS));
    expect(result.current).toBe(true);
  });

  it('an instant in the past or none has passed', () => {
    expect(renderHook(() => useHasPassed(new Date('2026-11-19T13:00:00Z'))).result.current).toBe(true);
    expect(renderHook(() => useHasPassed(null)).result.current).toBe(true);
  });
});
