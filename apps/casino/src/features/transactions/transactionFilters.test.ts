import { describe, expect, it } from 'vitest';
import {
  pageCount,
  readFilters,
  statusLabel,
  statusTone,
  transactionStatuses,
  writeFilters,
} from './transactionFilters.ts';

describe('transaction filters in the URL', () => {
  it('reads known values, ignores unknown ones and bad pages', () => {
    expect(readFilters(new URLSearchParams('type=game&status=pending&page=3'))).toEqual({
      type: 'game',
      status: 'pending',
      page: 3,
    });
    expect(readFilters(new URLSearchParams('type=bet&status=lost&page=-2'))).toEqual({
      type: undefined,
      status: undefined,
      page: 1,
    });
    expect(readFilters(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set and keeps other parameters', () => {
    const written = writeFilters(new URLSearchParams('modal=login&page=4'), { type: 'deposit', page: 1 });
    expect(written.toString()).toBe('modal=login&type=deposit');
    expect(readFilters(writeFilters(new URLSearchParams(), { status: 'failed', page: 2 }))).toEqual({
      type: undefined,
      status: 'failed',
      page: 2,
    });
  });

  it('every spec 3 status has a label and a badge tone', () => {
    for (const status of transactionStatuses) {
      expect(statusLabel[status].defaultMessage).toBeTruthy();
      expect(statusTone[status]).toBeTruthy();
    }
  });

  it('page count', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
