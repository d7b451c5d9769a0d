// /play/{game}: the game launched (POST /api/user/game-launch) in a frame filling the screen below
// a slim bar: on a phone the whole screen (the site's header steps aside), wider in theatre mode
// when the player asks. The frame is never re-created by a resize or an orientation change. Real money is for players (a guest gets the login dialog and the game after logging
// in); `?mode=demo` plays the demo. Refusals are worded as spec 8 words them: at launch (country,
// self-exclusion, no demo) in place of the game; a refused spin over the game (the demo slot tells
// the page with a message). The balance follows the live debit/credit events (wallet feature).
import {
  type CatalogueGame,
  describeError,
  gameQuery,
  isApiError,
  launchGameMutation,
  readGameFrameMessage,
  type ServerErrorBody,
} from '@casino/api-client';
import { pathFor } from '@casino/layout-engine';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { useLinkTarget } from '../../core/games/gameHooks.ts';
import { AudienceGate } from '../../core/guards/AudienceGate.tsx';
import { SelfExclusionGuard } from '../../core/guards/selfExclusion.tsx';
import { BackLink } from '../../core/routing/BackLink.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Games.module.css';
import { frameSandbox } from './gameRules.ts';
import { gamesMessages as messages } from './gamesMessages.ts';
import { LaunchRefusal, PlayBar, SpinRefusal } from './PlayViews.tsx';

/** Full screen for the element (the Fullscreen API), when the browser offers it. */
function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const follow = () => setActive(document.fullscreenElement === target.current && target.current !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return undefined;
  return {
    active,
    onToggle: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void target.current?.requestFullscreen();
    },
  };
}

/**
 * The screen's height below the site's header: the page's own top, kept on resize and rotation.
 * (Filling the screen, on a phone or in theatre mode, the page takes the whole height: CSS.)
 */
function usePlayOffset(element: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const place = () =>
      node.style.setProperty(
        '--play-offset',
        `${Math.max(0, node.getBoundingClientRect().top + window.scrollY)}px`,
      );
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [element]);
}

function GameFrame({ game, demo }: { game: CatalogueGame; demo: boolean }) {
  const intl = useIntl();
  const { api, config } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const launch = useMutation(launchGameMutation(api));
  const launched = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [theatre, setTheatre] = useState(false);
  const fullScreen = useFullScreen(stage);
  const gamePage = useLinkTarget(pathFor(config.routes, 'game', { game: game.slug }));
  const deposit = useLinkTarget(pathFor(config.routes, 'deposit'));
  usePlayOffset(stage);
  useDocumentTitle(game.name);

  const { mutate } = launch;
  useEffect(() => {
    // Once per page: each launch opens a game session.
    if (launched.current) return;
    launched.current = true;
    mutate({ gameId: game.id, demo, locale: intl.locale });
  }, [mutate, game.id, demo, intl.locale]);

  const url = launch.data?.data.url;
  const onMessage = useCallback(
    (event: MessageEvent) => {
      if (!url || !frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== new URL(url, window.location.href).origin) return;
      const message = readGameFrameMessage(event.data);
      if (message?.kind === 'spin') setRefusal(null);
      if (message?.kind === 'refused') {
        // A bonus bet limit breach gets spec 8's own modal (features/responsible-gaming).
        const details = (message.error.body as ServerErrorBody | undefined)?.error?.details;
        if (message.error.code === 'MAX_BET_LIMIT_REACHED' && details?.bonus === true) return;
        const described = describeError(message.error);
        if (described) setRefusal(intl.formatMessage(described.message, described.values));
      }
    },
    [url, intl],
  );
  useEffect(() => {
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onMessage]);

  const wallet = authenticated ? details.data?.wallet : undefined;
  const launchError = describeError(launch.error);
  return (
    <div
      className={styles.play}
      ref={stage}
      data-testid="play-page"
      // The shell hides its header, panel and footer for it (shell/Shell.module.css).
      data-fills-screen={theatre ? 'always' : 'phone'}
    >
      <PlayBar
        game={game.name}
        demo={demo}
        back={<BackLink />}
        balance={
          wallet && {
            value: wallet.balance,
            currency: wallet.currencyCode,
            crypto: details.data?.isCrypto ?? false,
          }
        }
        deposit={authenticated ? deposit : undefined}
        fullScreen={fullScreen}
        theatre={{ active: theatre, onToggle: () => setTheatre((value) => !value) }}
        extra={authenticated && <Slot name="playBar" />}
      />
      <div className={styles.stage}>
        {launchError ? (
          <LaunchRefusal
            message={intl.formatMessage(launchError.message, launchError.values)}
            gamePage={gamePage}
          />
        ) : url ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={url}
            title={intl.formatMessage(messages.frameTitle, { game: game.name })}
            sandbox={frameSandbox(url, window.location.origin)}
            referrerPolicy="origin"
            data-testid="game-frame"
          />
        ) : (
          <div className={styles.state}>
            <PageSkeleton label={intl.formatMessage(messages.launching)} />
          </div>
        )}
        {refusal && <SpinRefusal message={refusal} onDismiss={() => setRefusal(null)} />}
      </div>
    </div>
  );
}

function PlayGame({ slug, demo }: { slug: string; demo: boolean }) {
  const intl = useIntl();
  const { api } = useApp();
  const game = useQuery(gameQuery(api, slug));
  if (game.isPending) return <PageSkeleton label={intl.formatMessage(messages.loadingGame)} />;
  if (game.isError)
    return isApiError(game.error) && game.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={game.isFetching}
        onRetry={() => void game.refetch()}
      />
    );
  return <GameFrame game={game.data} demo={demo} />;
}

export function PlayPage() {
  const slug = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const demo = search.get('mode') === 'demo';
  const token = useSession((state) => state.token);
  // Another game, mode or player is another launch.
  const key = `${slug}:${demo}:${token ?? ''}`;
  if (!slug) return <NotFoundPage />;
  return demo ? (
    <PlayGame key={key} slug={slug} demo />
  ) : (
    <AudienceGate audience="player">
      {/* A self-excluded player is told why and offered withdrawal, not a launch the server refuses. */}
      <SelfExclusionGuard>
        <PlayGame key={key} slug={slug} demo={false} />
      </SelfExclusionGuard>
    </AudienceGate>
  );
}

// The page manifest loads this module as is.
export { PlayPage as Component };
