// "Contact support": the brand's own support entry from its footer navigation (the contacts page,
// or whatever address the brand put there), never a link written into the code.
import type { NavItem } from '@casino/schemas/types';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { rgMessages as messages } from './messages.ts';

/** The support entry of the brand's footer navigation: the contacts page's item. */
export function supportItem(items: readonly NavItem[]): NavItem | undefined {
  return items.find((item) => item.page === 'contacts') ?? items.find((item) => item.id === 'contacts');
}

export function SupportLink() {
  const intl = useIntl();
  const { config } = useApp();
  const item = supportItem(config.navigation.footer.support);
  if (!item) return null;
  const target = item.page ? { page: item.page } : { href: item.href ?? '' };
  return <AppLink target={target}>{intl.formatMessage(messages.contactSupport)}</AppLink>;
}
