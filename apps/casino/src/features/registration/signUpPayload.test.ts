import { describe, expect, it } from 'vitest';
import type { FieldMap } from './registrationFields.ts';
import { buildSignUpPayload, emptyRegistration, type SignUpContext } from './signUpPayload.ts';

const fields: FieldMap = {
  email: 'required',
  phone: 'optional',
  password: 'required',
  firstName: 'hidden',
  lastName: 'hidden',
  dateOfBirth: 'required',
  countryCode: 'required',
  currencyCode: 'required',
  city: 'hidden',
  address: 'hidden',
  zipCode: 'hidden',
  nickname: 'hidden',
  promoCode: 'optional',
  newsLetter: 'optional',
};
const context: SignUpContext = {
  method: 'email',
  fields,
  preferredLanguage: 'de',
  userDeviceType: 'desktop',
  screenResolution: '1280x800',
  cpnc: 'spring',
  mkt: null,
  uidToken: 'uid-1',
  firstUrl: 'http://casino.example/?cpnc=spring',
  mirrorDomainFk: null,
  detectedCountry: 'MT',
  userUUID: 'uuid-1',
};

describe('buildSignUpPayload (spec 3)', () => {
  it('e-mail mode: username and uniqueKey from the e-mail, gender Not to say, every context field', () => {
    const payload = buildSignUpPayload(
      emptyRegistration({
        email: ' Anna.Player@example.com ',
        password: 'Secret12',
        dateOfBirth: '1990-01-02',
        countryCode: 'DE',
        currencyCode: 'EUR',
        promoCode: ' WELCOME ',
        firstName: 'hidden so not sent',
        newsLetter: true,
        terms: true,
      }),
      context,
    );
    expect(payload).toEqual({
      email: 'Anna.Player@example.com',
      username: 'Anna.Player',
      uniqueKey: 'Anna.Player@example.com',
      password: 'Secret12',
      promoCode: 'WELCOME',
      dateOfBirth: '1990-01-02',
      countryCode: 'DE',
      currencyCode: 'EUR',
      preferredLanguage: 'de',
      userUUID: 'uuid-1',
      gender: 'Not to say',
      cpnc: 'spring',
      mkt: null,
      userDeviceType: 'desktop',
      screenResolution: '1280x800',
      uidToken: 'uid-1',
      firstUrl: 'http://casino.example/?cpnc=spring',
      mirrorDomainFk: null,
      linkAccount: false,
      linkedAccountUuid: null,
      newsLetter: true,
      subscribe: true,
      terms: true,
    });
  });

  it('phone mode: +code and digits, no e-mail; the detected country fills a missing one', () => {
    const payload = buildSignUpPayload(
      emptyRegistration({ phoneCode: '356', phone: '79123456', password: 'Secret12', terms: true }),
      { ...context, method: 'phone', mirrorDomainFk: 7 },
    );
    expect(payload).toMatchObject({
      phoneCode: '+356',
      phone: '79123456',
      countryCode: 'MT',
      mirrorDomainFk: 7,
    });
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('username');
  });

  it('1-click: oneClick and no password', () => {
    const payload = buildSignUpPayload(emptyRegistration({ password: 'ignored', terms: true }), {
      ...context,
      method: 'oneClick',
    });
    expect(payload.oneClick).toBe(true);
    expect(payload).not.toHaveProperty('password');
  });

  it('linked sign-up: linkAccount and the partner uuid', () => {
    const payload = buildSignUpPayload(emptyRegistration({ email: 'l@example.com' }), {
      ...context,
      linkedAccountUuid: 'partner-9',
    });
    expect(payload).toMatchObject({ linkAccount: true, linkedAccountUuid: 'partner-9' });
  });

  it("linked sign-up passes the partner's expiry and signature through as they came", () => {
    const payload = buildSignUpPayload(emptyRegistration({ email: 'l@example.com' }), {
      ...context,
      linkedAccountUuid: 'partner-9',
      linkedAccountProof: { expires: '1900000000', signature: 'ab12' },
    });
    expect(payload).toMatchObject({
      linkedAccountUuid: 'partner-9',
      linkedAccountExpires: '1900000000',
      linkedAccountSignature: 'ab12',
    });
    const plain = buildSignUpPayload(emptyRegistration({ email: 'p@example.com' }), context);
    expect(plain).not.toHaveProperty('linkedAccountSignature');
  });
});
