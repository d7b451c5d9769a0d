// Links for components that take `{ href, onClick }` objects rather than render props (GameCard):
// the same in-app navigation AppLink does, for any number of links, with one hook call.
import type { ResolvedLink } from '@casino/layout-engine';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface LinkTargetProps {
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export function useAppNavigate(): { target: (link: ResolvedLink) => LinkTargetProps } {
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  return {
    target: (link) => {
      if (link.kind === 'inert') return {};
      if (link.kind === 'external') return { href: link.href };
      return {
        href: `${root}${link.to}`,
        onClick: (event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void navigate(link.to, { preventScrollReset: link.shallow });
        },
      };
    },
  };
}
