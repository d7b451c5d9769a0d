import { beforeEach, describe, expect, it } from 'vitest';
import {
  attributionLifetimeMs,
  latestAttribution,
  pruneExpired,
  takeQueryParameters,
} from './queryIntake.ts';

function visit(url: string) {
  window.history.replaceState(null, '', url);
  return takeQueryParameters(window.location, window.history, Date.UTC(2026, 10, 21));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('query parameters at start (spec 2)', () => {
  it('stores ?at= as the access token and removes it from the address, keeping the rest', () => {
    visit('/casino?modal=login&at=tok-1&mkt=aff');
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(window.location.pathname + window.location.search).toBe('/casino?modal=login&mkt=aff');
  });

  it('never stores ?at= over another stored token: it is handed on to ask the player', () => {
    localStorage.setItem('accessToken', 'tok-of-a');
    const result = visit('/casino?at=tok-of-b&cpnc=x');
    expect(localStorage.getItem('accessToken')).toBe('tok-of-a');
    expect(result.linkToken).toBe('tok-of-b');
    expect(window.location.search).toBe('?cpnc=x');
    // The same token again is no question.
    expect(visit('/?at=tok-of-a').linkToken).toBeUndefined();
    expect(localStorage.getItem('accessToken')).toBe('tok-of-a');
  });

  it('leaves the address alone without ?at=', () => {
    visit('/?cpnc=spring');
    expect(window.location.search).toBe('?cpnc=spring');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps cpnc, mkt and pid as value → expiry maps lasting 365 days', () => {
    const now = Date.UTC(2026, 10, 21);
    visit('/?cpnc=spring&mkt=aff1&pid=p9');
    const map = JSON.parse(localStorage.getItem('attribution') ?? '{}');
    expect(map).toEqual({
      cpnc: { spring: now + attributionLifetimeMs },
      mkt: { aff1: now + attributionLifetimeMs },
      pid: { p9: now + attributionLifetimeMs },
    });
    expect(localStorage.getItem('pid')).toBe('p9');
  });

  it('reports a campaign code as new only the first time', () => {
    expect(visit('/?cpnc=spring').newCampaignCodes).toEqual(['spring']);
    expect(visit('/?cpnc=spring').newCampaignCodes).toEqual([]);
    expect(visit('/?cpnc=summer').newCampaignCodes).toEqual(['summer']);
  });

  it('remembers whitelisted=1 and the first URL of the visit', () => {
    visit('/terms?whitelisted=1');
    expect(localStorage.getItem('whitelisted')).toBe('1');
    expect(localStorage.getItem('firstUrl')).toContain('/terms?whitelisted=1');
    visit('/other');
    expect(localStorage.getItem('firstUrl')).toContain('/terms');
  });

  it('drops expired attribution and reads the latest live value', () => {
    expect(pruneExpired({ mkt: { old: 5, live: 50 } }, 10)).toEqual({ mkt: { live: 50 } });
    localStorage.setItem(
      'attribution',
      JSON.stringify({ mkt: { a: Date.now() + 1000, b: Date.now() + 5000 } }),
    );
    expect(latestAttribution('mkt')).toBe('b');
    expect(latestAttribution('cpnc')).toBeNull();
  });
});
