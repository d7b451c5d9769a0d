// Modal names → lazily loaded modal bodies. Features declare their modals in their manifest
// (core/feature.ts); the shell's ModalHost renders whichever the URL names.
import type { ModalOption } from '@casino/ui';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Audience } from '../feature.ts';

export interface ModalBodyProps {
  /** Closes the modal (removes ?modal= and the modal's own parameters). */
  close: () => void;
  /** Replaces the open modal with another one. */
  switchTo: (name: string) => void;
}

export interface ModalDefinition {
  /** The dialog's name; may depend on the modal's own query parameters. */
  title: MessageDescriptor | ((params: URLSearchParams) => MessageDescriptor);
  load: () => Promise<{ default: ComponentType<ModalBodyProps> }>;
  /** Container layout options (spec 2). */
  options?: Partial<Record<ModalOption, boolean>>;
  /** Query parameters that belong to this modal and leave with it (e.g. met). */
  ownedParams?: readonly string[];
  /** Who may open it; anyone by default. */
  audience?: Audience;
}

export type ModalRegistry = Record<string, ModalDefinition>;
