// Each domain's capability object is a pure function of the merged settings (and the brand's
// features): what a setting means, and its default when nobody sets it, is decided here once.
import { describe, expect, it } from 'vitest';
import {
  accessCapabilities,
  accountCapabilities,
  cashierCapabilities,
  DEPOSIT_AMOUNTS,
  depositStep,
  inactivityTimeoutMs,
  PASSWORD_MAX_LENGTH,
  passwordPolicy,
  registrationCapabilities,
  responsibleGamingCapabilities,
  rewardsCapabilities,
  sessionCapabilities,
  socialCapabilities,
  trackingCapabilities,
} from '../src/index.ts';

const features = { accumulatorCard: true };

describe('registration', () => {
  it('has one password policy: configured minimum (6 by default), 255 maximum, content rules', () => {
    expect(passwordPolicy({})).toEqual({
      minLength: 6,
      maxLength: 255,
      needSpecialCharacter: false,
      needNumbers: false,
      needUppercase: false,
    });
    expect(
      passwordPolicy({
        passwordMinLength: 8,
        passwordNeedNumbers: true,
        passwordNeedSpecialCharacter: true,
        passwordNeedUppercase: true,
      }),
    ).toEqual({
      minLength: 8,
      maxLength: 255,
      needSpecialCharacter: true,
      needNumbers: true,
      needUppercase: true,
    });
    // Clamped even if a caller skipped validation: never below the spec minimum, never above the maximum.
    expect(passwordPolicy({ passwordMinLength: 2 }).minLength).toBe(6);
    expect(passwordPolicy({ passwordMinLength: 999 }).minLength).toBe(PASSWORD_MAX_LENGTH);
  });

  it('takes mode, 1-click, mirrors and the preselected currency from settings', () => {
    const mirror = { url: 'https://mirror.example', domainId: 3 };
    const capabilities = registrationCapabilities({
      emailPhoneRegistration: 'both',
      use1ClickRegistration: true,
      mirrorDomain: [mirror] as never,
      defaultCurrency: 'USD',
    });
    expect(capabilities).toMatchObject({
      mode: 'both',
      oneClick: true,
      mirrorDomains: [mirror],
      defaultCurrency: 'USD',
    });
    expect(registrationCapabilities({})).toMatchObject({
      mode: 'email',
      oneClick: false,
      mirrorDomains: [],
      defaultCurrency: 'EUR',
    });
  });

  it('lays the brand map over the spec defaults and the server map over the brand, per field', () => {
    const { fields } = registrationCapabilities({}, { firstName: 1, promoCode: 0 }, { firstName: 2 });
    expect(fields.firstName).toBe('required');
    expect(fields.promoCode).toBe('hidden');
    expect(fields.email).toBe('required');
    expect(fields.city).toBe('hidden');
  });
});

describe('account, access', () => {
  it('reads the profile rules', () => {
    expect(accountCapabilities({})).toEqual({
      allFieldsRequired: false,
      resetKycOnChange: false,
      placeholderEmailDomain: undefined,
    });
    expect(
      accountCapabilities({
        formFieldsValidation: true,
        onChangeResetKyc: true,
        emptyEmailDomain: 'no.mail',
      }),
    ).toEqual({ allFieldsRequired: true, resetKycOnChange: true, placeholderEmailDomain: 'no.mail' });
  });

  it('lists the blocked countries', () => {
    expect(accessCapabilities({}).excludedCountries).toEqual([]);
    expect(accessCapabilities({ excludedCountryCodeList: ['US'] }).excludedCountries).toEqual(['US']);
  });
});

describe('cashier', () => {
  it('reads the deposit switches with the spec defaults', () => {
    expect(cashierCapabilities({})).toMatchObject({
      kycBeforeDeposit: false,
      depositWithoutAddress: true,
      depositShowsAllFields: false,
      multiWallet: false,
      fallbackCurrency: 'EUR',
    });
    expect(
      cashierCapabilities({
        allowKYCBeforeDeposit: true,
        allowDepWithoutAddress: false,
        onDepositShowAllField: true,
        useMultiWallet: true,
      }),
    ).toMatchObject({
      kycBeforeDeposit: true,
      depositWithoutAddress: false,
      depositShowsAllFields: true,
      multiWallet: true,
    });
  });

  it('keeps operator scripts off the cashier unless allowScriptsOnCashier says so', () => {
    expect(cashierCapabilities({}).scriptsOnCashier).toBe(false);
    expect(cashierCapabilities({ allowScriptsOnCashier: false }).scriptsOnCashier).toBe(false);
    expect(cashierCapabilities({ allowScriptsOnCashier: true }).scriptsOnCashier).toBe(true);
  });

  it('has the spec 9 deposit amounts: 25 by default, quick 25/50/100, step 1 below 30 and 5 from 30', () => {
    expect(cashierCapabilities({}).deposit).toBe(DEPOSIT_AMOUNTS);
    expect(DEPOSIT_AMOUNTS.defaultAmount).toBe(25);
    expect(DEPOSIT_AMOUNTS.quickAmounts).toEqual([25, 50, 100]);
    expect([1, 29, 29.99, 30, 100].map((amount) => depositStep(amount))).toEqual([1, 1, 1, 5, 5]);
    expect(Object.isFrozen(DEPOSIT_AMOUNTS.quickAmounts)).toBe(true);
  });
});

describe('rewards', () => {
  it('combines the calendar settings with the brand features', () => {
    expect(rewardsCapabilities({}, features)).toEqual({
      bonusCalendar: true,
      rakebackCalendar: true,
      accumulatorCard: true,
      referAFriend: { enabled: true, percent: 0 },
      loyaltyLevelGroupSteps: [],
      onboardingTour: false,
    });
    expect(rewardsCapabilities({}, features, 'https://lulu.example').referAFriend).toEqual({
      enabled: true,
      percent: 0,
      linkOrigin: 'https://lulu.example',
    });
    expect(
      rewardsCapabilities(
        {
          showProfileCalendar: false,
          showRakebackCalendar: false,
          referAFriendPercent: 12.5,
          loyaltyLevelGroupSteps: [1, 5, 10],
          showOnboardingTour: true,
        },
        { accumulatorCard: false, referAFriend: false },
      ),
    ).toEqual({
      bonusCalendar: false,
      rakebackCalendar: false,
      accumulatorCard: false,
      referAFriend: { enabled: false, percent: 12.5 },
      loyaltyLevelGroupSteps: [1, 5, 10],
      onboardingTour: true,
    });
  });
});

describe('responsible gaming', () => {
  it('has the session clock off and a 60-minute reality check that may be switched off by default', () => {
    expect(responsibleGamingCapabilities({})).toEqual({
      sessionClock: false,
      realityCheck: { defaultIntervalMinutes: 60, allowOff: true },
      limitChangeCoolingOffMs: 3_600_000,
      sessionTimeLimit: { minMinutes: 10, maxMinutes: 43_200 },
    });
    expect(
      responsibleGamingCapabilities({
        showSessionClock: true,
        realityCheckIntervalMinutes: 30,
        allowRealityCheckOff: false,
      }),
    ).toMatchObject({ sessionClock: true, realityCheck: { defaultIntervalMinutes: 30, allowOff: false } });
  });
});

describe('social', () => {
  it('offers ghost mode wherever the bet feed is shown', () => {
    expect(socialCapabilities({}, features)).toMatchObject({
      liveChat: false,
      betFeed: true,
      ghostMode: true,
      tournaments: true,
    });
    expect(
      socialCapabilities(
        { showLiveChat: true },
        { accumulatorCard: true, betFeed: false, tournaments: false },
      ),
    ).toMatchObject({ liveChat: true, betFeed: false, ghostMode: false, tournaments: false });
  });
});

describe('session', () => {
  it.each([
    [undefined, 30],
    [0, 30],
    [1, 30],
    [1.5, 1.5],
    [15, 15],
  ])('inactivity setting %s → %s minutes (spec 9: above one minute, else 30)', (minutes, expected) => {
    expect(inactivityTimeoutMs(minutes)).toBe(expected * 60_000);
    expect(sessionCapabilities({ inactivitySessionTimeout: minutes }).inactivityTimeoutMs).toBe(
      expected * 60_000,
    );
  });
});

describe('tracking', () => {
  it('names the affiliate parameter (nxafk by default) and the spec 9 page-view delay', () => {
    expect(trackingCapabilities({})).toEqual({
      affiliateKeyParameter: 'nxafk',
      pageViewDelayMs: 300,
      parameterLifetimeDays: 365,
      webVitalsSampleRate: 0,
    });
    expect(trackingCapabilities({ affiliateKeyQueryParameter: 'aff' }).affiliateKeyParameter).toBe('aff');
  });

  it('samples no visit for Web Vitals unless the brand says what share', () => {
    expect(trackingCapabilities({ webVitalsSampleRate: 0.25 }).webVitalsSampleRate).toBe(0.25);
  });
});
