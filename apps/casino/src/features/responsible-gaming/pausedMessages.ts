import { defineMessage, defineMessages } from 'react-intl';

export const pausedMessages = defineMessages({
  title: { id: 'rg.paused.title', defaultMessage: 'Account paused' },
  none: {
    id: 'rg.paused.none',
    defaultMessage: 'This page explains a freeze or a self-exclusion right after you confirm one.',
  },
  freezeTitle: { id: 'rg.paused.freeze.title', defaultMessage: 'Your account is frozen' },
  freezeUntil: defineMessage<{ until: number }>({
    id: 'rg.paused.freeze.until',
    defaultMessage: 'Your account is frozen until {until, date, long}, {until, time, short}.',
  }),
  freezeAfter: {
    id: 'rg.paused.freeze.after',
    defaultMessage:
      'You have been logged out on every device. Your balance stays safe: once the freeze ends you can log in again and withdraw.',
  },
  exclusionTitle: { id: 'rg.paused.exclusion.title', defaultMessage: 'You are self-excluded' },
  exclusionAfter: {
    id: 'rg.paused.exclusion.after',
    defaultMessage: 'You have been logged out. You can still log in to withdraw your balance.',
  },
  logIn: { id: 'rg.paused.logIn', defaultMessage: 'Log in to withdraw' },
  home: { id: 'rg.paused.home', defaultMessage: 'Go to the home page' },
});
