// The one dialog container (spec 2, 4): whichever modal `?modal=` names, lazily loaded, inside the
// design system's ModalContainer. Closing removes the parameter (and the modal's own ones); the
// body stays mounted through the 300 ms exit.
import { MODAL_EXIT_MS, ModalContainer, Spinner } from '@casino/ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { modalRegistry } from '../features/modals.ts';
import { searchWithModal, searchWithoutModal } from '../modals/modalNavigation.ts';
import type { ModalBodyProps } from '../modals/registry.ts';
import { useSession } from '../session/sessionStore.ts';
import { shellMessages } from './shellMessages.ts';

const bodies = new Map<string, ComponentType<ModalBodyProps>>();
function bodyFor(name: string): ComponentType<ModalBodyProps> | undefined {
  const definition = modalRegistry[name];
  if (!definition) return undefined;
  let body = bodies.get(name);
  if (!body) {
    body = lazy(definition.load);
    bodies.set(name, body);
  }
  return body;
}

export default function ModalHost() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const requested = params.get('modal');
  const definition = requested ? modalRegistry[requested] : undefined;
  const allowed =
    definition &&
    (!definition.audience ||
      (definition.audience === 'guest' ? status !== 'authenticated' : status === 'authenticated'));
  const open = Boolean(allowed);
  const [shown, setShown] = useState<string | null>(open ? requested : null);

  useEffect(() => {
    if (open && requested) {
      setShown(requested);
      return;
    }
    const timer = setTimeout(() => setShown(null), MODAL_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, requested]);

  const close = useMemo(
    () => () => {
      const owned = (shown && modalRegistry[shown]?.ownedParams) || [];
      void navigate(`${location.pathname}${searchWithoutModal(location.search, owned)}`, { replace: true });
    },
    [navigate, location.pathname, location.search, shown],
  );
  const switchTo = (name: string) => {
    const owned = (shown && modalRegistry[shown]?.ownedParams) || [];
    void navigate(
      `${location.pathname}${searchWithModal(searchWithoutModal(location.search, owned), name)}`,
      {
        replace: true,
      },
    );
  };

  const current = shown ? modalRegistry[shown] : undefined;
  const Body = shown ? bodyFor(shown) : undefined;
  if (!current || !Body) return null;
  const title = typeof current.title === 'function' ? current.title(params) : current.title;
  return (
    <ModalContainer
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={intl.formatMessage(title)}
      {...current.options}
    >
      <Suspense fallback={<Spinner label={intl.formatMessage(shellMessages.modalLoading)} />}>
        <Body close={close} switchTo={switchTo} />
      </Suspense>
    </ModalContainer>
  );
}
