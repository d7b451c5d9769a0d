import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { Slot } from '../core/ui/Slot.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NavList } from './NavList.tsx';
import styles from './Shell.module.css';
import { shellMessages, socialLabels } from './shellMessages.ts';
import { useNavItems } from './useNavItems.ts';

export function Footer() {
  const intl = useIntl();
  const { config } = useApp();
  const support = useNavItems(config.navigation.footer.support);
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage(shellMessages.footerNavigation)}>
        <NavList items={support} orientation="horizontal" />
      </nav>
      {config.navigation.footer.social.length > 0 && (
        <nav aria-label={intl.formatMessage(shellMessages.socialNavigation)}>
          <ul className={styles.navList} data-orientation="horizontal">
            {config.navigation.footer.social.map((link) => (
              <li key={link.network}>
                <a className={styles.navLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(socialLabels[link.network])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Slot name="footer" />
      <div className={styles.footerBottom}>
        <LanguageSwitcher compact />
        <p className={styles.copyright}>
          {intl.formatMessage(shellMessages.copyright, {
            year: new Date().getFullYear(),
            brandName: config.brandName,
          })}
        </p>
      </div>
    </footer>
  );
}
