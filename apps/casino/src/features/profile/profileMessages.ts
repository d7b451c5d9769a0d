import { defineMessage, defineMessages } from 'react-intl';
import { pageStateMessages } from '../../core/messages.ts';

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'My profile' },
  editTitle: { id: 'profile.edit.title', defaultMessage: 'Edit profile' },
  balanceTitle: { id: 'profile.balance.title', defaultMessage: 'Balance' },
  sectionNav: { id: 'profile.nav', defaultMessage: 'Profile sections' },
  navMyProfile: { id: 'profile.nav.myProfile', defaultMessage: 'My profile' },
  navBalance: { id: 'profile.nav.balance', defaultMessage: 'Balance' },
  navVerification: { id: 'profile.nav.verification', defaultMessage: 'Verification' },

  // Guard
  loginNeeded: pageStateMessages.loginNeeded,
  logIn: pageStateMessages.logIn,
  loadFailed: pageStateMessages.loadFailed,
  retry: pageStateMessages.retry,
  loading: pageStateMessages.loading,

  // Overview
  account: { id: 'profile.overview.account', defaultMessage: 'Account' },
  name: { id: 'profile.overview.name', defaultMessage: 'Name' },
  noName: { id: 'profile.overview.noName', defaultMessage: 'Not given yet' },
  emailVerified: { id: 'profile.overview.emailVerified', defaultMessage: 'Verified' },
  emailNotVerified: { id: 'profile.overview.emailNotVerified', defaultMessage: 'Not verified' },
  noEmail: { id: 'profile.overview.noEmail', defaultMessage: 'No e-mail address' },
  kyc: { id: 'profile.overview.kyc', defaultMessage: 'Verification' },
  lastLogin: { id: 'profile.overview.lastLogin', defaultMessage: 'Last login' },
  lastLoginDate: { id: 'profile.overview.lastLoginDate', defaultMessage: 'Date' },
  lastLoginIp: { id: 'profile.overview.lastLoginIp', defaultMessage: 'IP address' },
  lastLoginLocation: { id: 'profile.overview.lastLoginLocation', defaultMessage: 'Location' },
  unknown: { id: 'profile.overview.unknown', defaultMessage: 'Unknown' },
  editProfileLink: { id: 'profile.overview.editLink', defaultMessage: 'Edit profile' },
  verifyLink: { id: 'profile.overview.verifyLink', defaultMessage: 'Verify your account' },

  // Balance
  walletBalance: { id: 'profile.balance.wallet', defaultMessage: 'Wallet balance' },
  bonusBalance: { id: 'profile.balance.bonus', defaultMessage: 'Bonus balance' },
  totalBalance: { id: 'profile.balance.total', defaultMessage: 'Total' },
  withdrawable: { id: 'profile.balance.withdrawable', defaultMessage: 'Withdrawable' },
  currency: { id: 'profile.balance.currency', defaultMessage: 'Currency' },

  // Information form
  information: { id: 'profile.form.title', defaultMessage: 'Personal information' },
  email: { id: 'profile.form.email', defaultMessage: 'E-mail' },
  firstName: { id: 'profile.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'profile.form.lastName', defaultMessage: 'Last name' },
  phone: { id: 'profile.form.phone', defaultMessage: 'Phone' },
  dateOfBirth: { id: 'profile.form.dateOfBirth', defaultMessage: 'Date of birth' },
  country: { id: 'profile.form.country', defaultMessage: 'Country' },
  selectCountry: { id: 'profile.form.selectCountry', defaultMessage: 'Select a country' },
  city: { id: 'profile.form.city', defaultMessage: 'City' },
  zipCode: { id: 'profile.form.zipCode', defaultMessage: 'Postal code' },
  address: { id: 'profile.form.address', defaultMessage: 'Address' },
  gender: { id: 'profile.form.gender', defaultMessage: 'Gender' },
  genderNotToSay: { id: 'profile.form.gender.notToSay', defaultMessage: 'Not to say' },
  genderMale: { id: 'profile.form.gender.male', defaultMessage: 'Male' },
  genderFemale: { id: 'profile.form.gender.female', defaultMessage: 'Female' },
  update: { id: 'profile.form.update', defaultMessage: 'Update' },
  nothingChanged: {
    id: 'profile.form.nothingChanged',
    defaultMessage: 'Change a field to update your profile.',
  },
  updated: { id: 'profile.form.updated', defaultMessage: 'Profile updated' },
  countriesFailed: {
    id: 'profile.form.countriesFailed',
    defaultMessage: 'The list of countries could not be loaded.',
  },
  lockedEmail: { id: 'profile.lock.email', defaultMessage: 'Locked: your e-mail address is verified.' },
  lockedName: { id: 'profile.lock.name', defaultMessage: 'Locked: a name cannot be changed once given.' },
  lockedPhone: {
    id: 'profile.lock.phone',
    defaultMessage: 'Locked: the phone number cannot be changed once given.',
  },
  lockedBirthday: {
    id: 'profile.lock.dateOfBirth',
    defaultMessage: 'Locked: the date of birth cannot be changed once given.',
  },
  lockedCountry: {
    id: 'profile.lock.country',
    defaultMessage: 'Locked: the country cannot be changed once a date of birth is given.',
  },
  lockedAddress: {
    id: 'profile.lock.address',
    defaultMessage: 'Locked: the address cannot be changed after your account is verified.',
  },
  lockedHelp: { id: 'profile.lock.help', defaultMessage: 'Contact support to change it.' },

  // Password change
  passwordTitle: { id: 'profile.password.title', defaultMessage: 'Change password' },
  currentPassword: { id: 'profile.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'profile.password.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'profile.password.confirm', defaultMessage: 'Confirm new password' },
  passwordSubmit: { id: 'profile.password.submit', defaultMessage: 'Change password' },
  passwordChanged: { id: 'profile.password.changed', defaultMessage: 'Password changed' },

  // Shared outcomes
  tryAgain: { id: 'msg.try.again', defaultMessage: 'Something went wrong. Please try again.' },
  unreachable: {
    id: 'profile.unreachable',
    defaultMessage: 'We could not reach the casino. Check your connection and try again.',
  },
});

/** What the new password needs: the brand's minimum and the content rules that are on. */
export const passwordRulesMessage = defineMessage<{
  min: number;
  numbers: 'yes' | 'no';
  special: 'yes' | 'no';
  uppercase: 'yes' | 'no';
}>({
  id: 'profile.password.rules',
  defaultMessage:
    'At least {min} characters{numbers, select, yes {, with a number} other {}}{special, select, yes {, with a special character} other {}}{uppercase, select, yes {, with an uppercase letter} other {}}.',
});
