// The v2 profile frame as the app renders it: section links resolved through the route table
// (page URL overrides apply), limited to the pages that are built.
import type { PageKey } from '@casino/layout-engine';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { ProfileV2Frame } from './ProfileV2Frame.tsx';
import { profileMessages as messages } from './profileMessages.ts';

const sections: { page: PageKey; label: keyof typeof messages }[] = [
  { page: 'myProfile', label: 'navMyProfile' },
  { page: 'balance', label: 'navBalance' },
  { page: 'profileVerification', label: 'navVerification' },
];

export function ProfileSections({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const isPageBuilt = usePageBuilt();
  useDocumentTitle(title);
  return (
    <ProfileV2Frame
      title={title}
      sections={sections
        .filter((section) => isPageBuilt(section.page))
        .map((section) => (
          <AppLink key={section.page} target={{ page: section.page }}>
            {intl.formatMessage(messages[section.label])}
          </AppLink>
        ))}
    >
      {children}
    </ProfileV2Frame>
  );
}
