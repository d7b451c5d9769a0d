import { describe, expect, it } from 'vitest';
import { referralOrigin, shareableReferralLink } from './referralLink.ts';

describe('the shared referral link is on the brand’s public address (issue 35)', () => {
  it('keeps the back end’s path and code, on the brand’s origin', () => {
    expect(
      shareableReferralLink('http://localhost:5173/?ref=REF1002', 'REF1002', 'https://lulu.example'),
    ).toBe('https://lulu.example/?ref=REF1002');
    expect(
      shareableReferralLink('http://localhost:5173/join?ref=A%20B#x', 'A B', 'https://wincraft.example/'),
    ).toBe('https://wincraft.example/join?ref=A%20B#x');
  });

  it('a link that does not parse is rebuilt from the code', () => {
    expect(shareableReferralLink('not a link', 'REF 1', 'https://curacao.example')).toBe(
      'https://curacao.example/?ref=REF%201',
    );
  });

  it('a brand without publicUrl uses the address the app is on', () => {
    expect(referralOrigin('https://lulu.example')).toBe('https://lulu.example');
    expect(referralOrigin(undefined)).toBe(window.location.origin);
  });
});
