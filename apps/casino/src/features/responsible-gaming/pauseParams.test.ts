import { describe, expect, it } from 'vitest';
import { pauseSearch, readPause } from './pauseParams.ts';

describe('the account-paused address', () => {
  it('round-trips a freeze, a timed and a permanent self-exclusion', () => {
    const freeze = { kind: 'freeze', until: '2026-12-01T10:00:00.000Z' } as const;
    expect(readPause(pauseSearch(freeze))).toEqual(freeze);
    const timed = { kind: 'exclusion', until: '2026-12-08T00:00:00.000Z', permanent: false } as const;
    expect(readPause(pauseSearch(timed))).toEqual(timed);
    const permanent = { kind: 'exclusion', until: null, permanent: true } as const;
    expect(pauseSearch(permanent)).toBe('?pause=exclusion&permanent=1');
    expect(readPause(pauseSearch(permanent))).toEqual(permanent);
  });

  it('names no pause for a missing kind, a freeze without an end, or an end that is not a date', () => {
    expect(readPause('')).toBeNull();
    expect(readPause('?pause=holiday&until=2026-12-01T00:00:00Z')).toBeNull();
    expect(readPause('?pause=freeze')).toBeNull();
    expect(readPause('?pause=freeze&until=tomorrow')).toBeNull();
    expect(readPause('?pause=exclusion&until=soon')).toBeNull();
  });
});
