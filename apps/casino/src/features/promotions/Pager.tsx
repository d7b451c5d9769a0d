// Previous / next through the pages of a list, with "Page n of m" between them.
import { Button } from '@casino/ui';
import { useIntl } from 'react-intl';
import styles from './Promotions.module.css';
import { promotionsMessages as messages } from './promotionsMessages.ts';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(messages.pagination)}>
      <Button type="button" kind="outline" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(messages.previousPage)}
      </Button>
      <span>{intl.formatMessage(messages.pageOf, { page, pages })}</span>
      <Button
        type="button"
        kind="outline"
        size="small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {intl.formatMessage(messages.nextPage)}
      </Button>
    </nav>
  );
}
