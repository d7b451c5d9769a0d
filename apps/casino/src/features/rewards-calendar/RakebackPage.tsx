// /cashback (spec 2): the accumulator's v2 banner and the rakeback calendar's carousel, whose
// View all opens the 4 × 7 calendar (?modal=rakeback).
import { useIntl } from 'react-intl';
import { unavailableWhenSelfExcluded } from '../../core/guards/selfExclusion.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { Accumulator } from './Accumulator.tsx';
import { RakebackCalendarPanel } from './RakebackCalendarPanel.tsx';
import styles from './RewardsCalendar.module.css';
import { rakebackMessages as messages } from './rewardsMessages.ts';

function RakebackPageContent() {
  const intl = useIntl();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const title = intl.formatMessage(messages.pageTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      {authenticated && <Accumulator variant="banner" />}
      <RakebackCalendarPanel variant="carousel" />
    </div>
  );
}

export const RakebackPage = unavailableWhenSelfExcluded(RakebackPageContent);
