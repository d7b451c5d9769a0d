// The v2 profile layout (spec 2: /profile2/...): the page title over a row of section links
// (my profile, balance, verification — whichever pages are built), then the section. The links
// come in rendered, so the frame stays presentational.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';

export interface ProfileV2FrameProps {
  title: string;
  /** Section links, each an anchor (aria-current="page" on the current one). */
  sections: readonly ReactNode[];
  children: ReactNode;
}

export function ProfileV2Frame({ title, sections, children }: ProfileV2FrameProps) {
  const intl = useIntl();
  return (
    <div className={styles.v2} data-profile-version="2">
      <h1 className={styles.title}>{title}</h1>
      <nav className={styles.v2Nav} aria-label={intl.formatMessage(messages.sectionNav)}>
        <ul>
          {sections.map((section, index) => (
            // The sections are a fixed, ordered list.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
            <li key={index}>{section}</li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
