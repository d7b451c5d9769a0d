import { readGameFrameMessage } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { frameSandbox, releaseDay, restrictedIn } from './gameRules.ts';

describe('releaseDay', () => {
  it('is the calendar day at UTC midnight, whatever the local zone', () => {
    expect(releaseDay('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(releaseDay('01.03.2024')).toBeNull();
    expect(releaseDay('')).toBeNull();
  });
});

describe('frameSandbox', () => {
  it('lets a game on its own origin run and call home, never a same-origin one (it could lift its sandbox)', () => {
    expect(frameSandbox('http://127.0.0.1:4310/demo-game/abc', 'http://curacao.localhost:5310')).toBe(
      'allow-scripts allow-same-origin',
    );
    expect(frameSandbox('/demo-game/abc', 'http://curacao.localhost:5310')).toBe('allow-scripts');
    expect(frameSandbox('http://curacao.localhost:5310/g', 'http://curacao.localhost:5310')).toBe(
      'allow-scripts',
    );
    expect(frameSandbox('http://[bad', 'http://a.test')).toBe('allow-scripts');
  });
});

describe('readGameFrameMessage (api-client)', () => {
  it('reads a spin and a refused spin as the API error it was; ignores anything else', () => {
    expect(readGameFrameMessage({ type: 'casino:spin', win: '0.00' })).toEqual({ kind: 'spin' });
    const refused = readGameFrameMessage({
      type: 'casino:spin-refused',
      status: 422,
      error: { code: 'dailyBetLimit', message: 'Your daily bet limit is reached', details: { limit: 50 } },
    });
    expect(refused?.kind).toBe('refused');
    if (refused?.kind !== 'refused') return;
    expect(refused.error.status).toBe(422);
    expect(refused.error.code).toBe('dailyBetLimit');
    expect(refused.error.serverMessage).toBe('Your daily bet limit is reached');
    expect(readGameFrameMessage({ type: 'other' })).toBeNull();
    expect(readGameFrameMessage('casino:spin')).toBeNull();
    expect(readGameFrameMessage(null)).toBeNull();
  });
});

describe('restrictedIn', () => {
  it('knows a game closed in any of the given countries', () => {
    const game = { restrictedCountries: ['DE', 'ES'] };
    expect(restrictedIn(game, ['MT', 'DE'])).toBe(true);
    expect(restrictedIn(game, [null, undefined, 'MT'])).toBe(false);
  });
});
