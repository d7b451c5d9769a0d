// The last line of defence: a render error anywhere below (a page, a modal, the shell) replaces
// the app with a short explanation and a way out, never with a blank page. It lives in the entry
// (a crash may be a chunk that failed to load) and speaks the visit's language when the catalogue
// is there, else the built-in boot messages.
import bootMessages from 'virtual:boot-messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../core/api/casinoApi.ts';
import { hideSplash } from './splash.ts';

const messages = defineMessages({
  title: { id: 'boot.crash.title', defaultMessage: 'Something went wrong on this page' },
  body: {
    id: 'boot.crash.body',
    defaultMessage: 'Reload the page to try again, or go back to the home page.',
  },
  reload: { id: 'boot.crash.reload', defaultMessage: 'Reload' },
  home: { id: 'boot.crash.home', defaultMessage: 'Go home' },
});

export interface RootErrorBoundaryProps {
  /** The visit's locale and messages once boot has them. */
  locale?: string | undefined;
  messages?: CompiledMessages | undefined;
  /** Where "Go home" leads: the locale's home (its basename), else the site's root. */
  homeHref?: string | undefined;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RootErrorBoundary extends Component<RootErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] render error', error, info.componentStack);
    // The splash (or the prerendered page) would otherwise stay over the explanation.
    hideSplash();
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const { locale, messages: visitMessages, homeHref = '/' } = this.props;
    // The visit's catalogue has these ids too (they are compiled into every locale).
    const usable = visitMessages && messages.title.id in visitMessages;
    return (
      <IntlProvider
        locale={usable && locale ? locale : 'en'}
        defaultLocale="en"
        messages={usable ? visitMessages : bootMessages}
      >
        <main className="boot-error" data-testid="render-error" role="alert">
          <h1>
            <FormattedMessage {...messages.title} />
          </h1>
          <p>
            <FormattedMessage {...messages.body} />
          </p>
          {/* Both leave the broken render behind with a fresh page load. */}
          <button type="button" className="boot-error-retry" onClick={() => window.location.reload()}>
            <FormattedMessage {...messages.reload} />
          </button>{' '}
          <a href={homeHref}>
            <FormattedMessage {...messages.home} />
          </a>
        </main>
      </IntlProvider>
    );
  }
}
