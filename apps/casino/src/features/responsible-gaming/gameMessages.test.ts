import { describe, expect, it } from 'vitest';
import { isSpinRefused, refusalModal } from './gameMessages.ts';

describe('spin refusals posted by a game frame', () => {
  it('opens the bonus bet limit breach with the attempted bet and the limit', () => {
    const message = {
      type: 'casino:spin-refused',
      bet: '8',
      code: 'MAX_BET_LIMIT_REACHED',
      message: 'Oops, Bonus Bet Limit Breach',
      details: { bonus: true, limit: 5, bet: '8.00' },
    };
    expect(isSpinRefused(message)).toBe(true);
    expect(refusalModal(message as never)).toEqual({
      name: 'bonus-bet-limit',
      params: { bet: '8.00', limit: '5' },
    });
  });

  it('opens any other refusal with its code and details', () => {
    expect(
      refusalModal({
        type: 'casino:spin-refused',
        bet: '1',
        code: 'dailyLossLimit',
        message: 'Your daily loss limit is reached',
        details: { limit: 10, used: '9.50', bet: '1.00' },
      }),
    ).toEqual({
      name: 'spin-refused',
      params: {
        code: 'dailyLossLimit',
        bet: '1.00',
        limit: '10',
        used: '9.50',
        msg: 'Your daily loss limit is reached',
      },
    });
  });

  it('ignores other messages', () => {
    expect(isSpinRefused({ type: 'casino:spin', bet: '1' })).toBe(false);
    expect(isSpinRefused('casino:spin-refused')).toBe(false);
    expect(isSpinRefused({ type: 'casino:spin-refused', code: 5, details: null })).toBe(false);
  });
});
