import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const shellMessages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main' },
  footerNavigation: { id: 'shell.footerNavigation', defaultMessage: 'Support and legal' },
  socialNavigation: { id: 'shell.socialNavigation', defaultMessage: 'Follow us' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open the menu' },
  home: defineMessage<{ brandName: string }>({ id: 'shell.home', defaultMessage: '{brandName} home' }),
  balance: { id: 'shell.balance', defaultMessage: 'Balance' },
  account: { id: 'shell.account', defaultMessage: 'My account' },
  language: { id: 'shell.language', defaultMessage: 'Language' },
  copyright: defineMessage<{ year: number; brandName: string }>({
    id: 'shell.copyright',
    defaultMessage: '© {year} {brandName}. Play responsibly. 18+',
  }),
  modalLoading: { id: 'shell.modalLoading', defaultMessage: 'Loading' },
});

/** Labels of menu items: message ids named in brand.json (navigation schema). */
export const navLabels = defineMessages({
  'nav.casino': { id: 'nav.casino', defaultMessage: 'Casino' },
  'nav.liveCasino': { id: 'nav.liveCasino', defaultMessage: 'Live casino' },
  'nav.slots': { id: 'nav.slots', defaultMessage: 'Slots' },
  'nav.promotions': { id: 'nav.promotions', defaultMessage: 'Promotions' },
  'nav.tournaments': { id: 'nav.tournaments', defaultMessage: 'Tournaments' },
  'nav.vipClub': { id: 'nav.vipClub', defaultMessage: 'VIP club' },
  'nav.cashback': { id: 'nav.cashback', defaultMessage: 'Cashback' },
  'nav.signUp': { id: 'nav.signUp', defaultMessage: 'Sign up' },
  'nav.contacts': { id: 'nav.contacts', defaultMessage: 'Contacts' },
  'nav.profile': { id: 'nav.profile', defaultMessage: 'Profile' },
  'nav.deposit': { id: 'nav.deposit', defaultMessage: 'Deposit' },
  'nav.withdrawal': { id: 'nav.withdrawal', defaultMessage: 'Withdrawal' },
  'nav.transactions': { id: 'nav.transactions', defaultMessage: 'Transactions' },
  'nav.favorites': { id: 'nav.favorites', defaultMessage: 'Favourite games' },
  'nav.logout': { id: 'nav.logout', defaultMessage: 'Log out' },
  'footer.terms': { id: 'footer.terms', defaultMessage: 'Terms and conditions' },
  'footer.privacy': { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
  'footer.aml': { id: 'footer.aml', defaultMessage: 'AML policy' },
  'footer.responsibleGambling': { id: 'footer.responsibleGambling', defaultMessage: 'Responsible gambling' },
  'footer.kycRefund': { id: 'footer.kycRefund', defaultMessage: 'KYC and refund policy' },
  'footer.bonusTerms': { id: 'footer.bonusTerms', defaultMessage: 'Bonus terms' },
  'footer.legalUse': { id: 'footer.legalUse', defaultMessage: 'Legal use of the website' },
  'footer.contacts': { id: 'footer.contacts', defaultMessage: 'Contacts' },
});

export const socialLabels = defineMessages({
  facebook: { id: 'social.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'social.instagram', defaultMessage: 'Instagram' },
  x: { id: 'social.x', defaultMessage: 'X' },
  telegram: { id: 'social.telegram', defaultMessage: 'Telegram' },
  youtube: { id: 'social.youtube', defaultMessage: 'YouTube' },
  tiktok: { id: 'social.tiktok', defaultMessage: 'TikTok' },
  discord: { id: 'social.discord', defaultMessage: 'Discord' },
  whatsapp: { id: 'social.whatsapp', defaultMessage: 'WhatsApp' },
});

/** The message of a menu label id from brand.json; an id the catalogue lacks shows as itself. */
export function navLabel(id: string): MessageDescriptor {
  return (navLabels as Record<string, MessageDescriptor>)[id] ?? { id, defaultMessage: id };
}
