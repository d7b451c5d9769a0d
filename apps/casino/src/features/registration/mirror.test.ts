import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMirror, type MirrorEntry, registrationClosed } from './mirror.ts';

const mirror = (
  timeWindows: { from: string; to: string; deviceType: 'all' | 'desktop' | 'mobile' | 'tablet' }[],
) =>
  ({
    url: 'https://mirror.example',
    domainId: 7,
    loginOff: true,
    settings: { registrationConfigs: [{ country: 'MT', timeWindows }] },
  }) satisfies MirrorEntry;
const at = (hhmm: string) => new Date(`2030-01-02T${hhmm}:00Z`);

describe('mirror domain registration rule', () => {
  it('finds the entry for this origin (trailing slash or not)', () => {
    const entries = [mirror([]), { url: 'http://other.localhost:5510/', domainId: 3 }];
    expect(currentMirror(entries, 'https://mirror.example')?.domainId).toBe(7);
    expect(currentMirror(entries, 'http://other.localhost:5510')?.domainId).toBe(3);
    expect(currentMirror(entries, 'http://elsewhere.example')).toBeUndefined();
    expect(currentMirror(undefined, 'https://mirror.example')).toBeUndefined();
  });

  it('is open off-mirror, for unlisted countries, and without a known country', () => {
    expect(registrationClosed(undefined, 'MT', 'desktop', at('12:00'))).toBe(false);
    expect(registrationClosed(mirror([]), 'DE', 'desktop', at('12:00'))).toBe(false);
    expect(registrationClosed(mirror([]), null, 'desktop', at('12:00'))).toBe(false);
  });

  it('a listed country with no window is closed', () => {
    expect(registrationClosed(mirror([]), 'MT', 'desktop', at('12:00'))).toBe(true);
  });

  it('opens at from and closes at to, per device type', () => {
    const entry = mirror([{ from: '11:00', to: '13:00', deviceType: 'desktop' }]);
    expect(registrationClosed(entry, 'MT', 'desktop', at('10:59'))).toBe(true);
    expect(registrationClosed(entry, 'MT', 'desktop', at('11:00'))).toBe(false);
    expect(registrationClosed(entry, 'MT', 'desktop', at('12:59'))).toBe(false);
    expect(registrationClosed(entry, 'MT', 'desktop', at('13:00'))).toBe(true);
    expect(registrationClosed(entry, 'MT', 'mobile', at('12:00'))).toBe(true);
  });

  it('a window crossing midnight is open on both sides of it (property)', () => {
    const entry = mirror([{ from: '22:00', to: '06:00', deviceType: 'all' }]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const open = hour >= 22 || hour < 6;
        for (const device of ['desktop', 'mobile', 'tablet'] as const)
          expect(registrationClosed(entry, 'MT', device, at(time))).toBe(!open);
      }),
    );
  });
});
