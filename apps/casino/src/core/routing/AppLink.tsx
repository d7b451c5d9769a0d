import type { LinkTarget, ResolvedLink } from '@casino/layout-engine';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useResolveLink } from './links.ts';

export interface LinkRenderProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page';
  target?: '_blank';
  rel?: string;
}

export interface AppLinkProps {
  target: LinkTarget;
  children?: ReactNode;
  className?: string;
  /** Render something other than a plain anchor (a Button with href, a menu item). */
  render?: (props: LinkRenderProps) => ReactNode;
  onNavigate?: () => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** In-app navigation without a reload; external links open in a new tab; no target → inert text. */
export function AppLink({ target, children, className, render, onNavigate }: AppLinkProps) {
  const resolved = useResolveLink()(target);
  return (
    <ResolvedAppLink link={resolved} className={className} render={render} onNavigate={onNavigate}>
      {children}
    </ResolvedAppLink>
  );
}

export function ResolvedAppLink({
  link,
  children,
  className,
  render,
  onNavigate,
}: { link: ResolvedLink } & Omit<AppLinkProps, 'target'>) {
  const navigate = useNavigate();
  const location = useLocation();
  const internalTo = link.kind === 'path' || link.kind === 'query' ? link.to : '/';
  const internalHref = useHref(internalTo);

  if (link.kind === 'inert')
    return children === undefined ? null : <span className={className}>{children}</span>;
  if (link.kind === 'external') {
    const props: LinkRenderProps = {
      href: link.href,
      onClick: () => onNavigate?.(),
      target: '_blank',
      rel: 'noopener noreferrer',
    };
    return render ? (
      render(props)
    ) : (
      <a className={className} {...props}>
        {children}
      </a>
    );
  }
  const current = `${location.pathname}${location.search}` === internalTo;
  const props: LinkRenderProps = {
    href: internalHref,
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onNavigate?.();
      void navigate(internalTo, { preventScrollReset: link.shallow });
    },
    ...(current || location.pathname === internalTo ? { 'aria-current': 'page' as const } : {}),
  };
  return render ? (
    render(props)
  ) : (
    <a className={className} {...props}>
      {children}
    </a>
  );
}
