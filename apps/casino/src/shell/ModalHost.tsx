// The one dialog container (spec 2, 4): whichever modal `?modal=` names, lazily loaded, inside the
// design system's ModalContainer. Closing removes the parameter (and the modal's own ones); the
// body stays mounted through the 300 ms exit.
import { MODAL_EXIT_MS, ModalContainer, Spinner } from '@casino/ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApp } from '../core/AppContext.tsx';
import { audienceAdmits } from '../core/feature.ts';
import { searchWithModal, searchWithoutModal } from '../core/modals/modalNavigation.ts';
import type { ModalBodyProps, ModalDefinition } from '../core/modals/registry.ts';
import { useSession } from '../core/session/sessionStore.ts';
import { shellMessages } from './shellMessages.ts';

const bodies = new Map<string, ComponentType<ModalBodyProps>>();
function bodyFor(
  name: string,
  definition: ModalDefinition | undefined,
): ComponentType<ModalBodyProps> | undefined {
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
  const { registry } = useApp();
  const modals = registry.modals;
  const authenticated = useSession((state) => state.status === 'authenticated');
  const requested = params.get('modal');
  // A Map lookup: a name like `constructor` or `__proto__` is simply not a modal.
  const definition = requested ? modals.get(requested) : undefined;
  // A depositor-only modal is not gated here: its body asks for the deposit itself.
  const allowed =
    definition &&
    audienceAdmits(definition.audience === 'depositor' ? 'player' : definition.audience, { authenticated });
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
      const owned = (shown && modals.get(shown)?.ownedParams) || [];
      void navigate(`${location.pathname}${searchWithoutModal(location.search, owned)}`, { replace: true });
    },
    [navigate, location.pathname, location.search, shown, modals],
  );
  const switchTo = (name: string) => {
    const owned = (shown && modals.get(shown)?.ownedParams) || [];
    void navigate(
      `${location.pathname}${searchWithModal(searchWithoutModal(location.search, owned), name)}`,
      {
        replace: true,
      },
    );
  };

  const current = shown ? modals.get(shown) : undefined;
  const Body = shown ? bodyFor(shown, current) : undefined;
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
