// The toast context is tiny and always mounted; the Radix toast region loads on the first toast.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { ToastTone } from './Toast.tsx';

export type ToastInput = { title: ReactNode; description?: ReactNode; tone?: ToastTone };
export type ToastEntry = ToastInput & { id: number; open: boolean };

const ToastRegion = lazy(() => import('./Toast.tsx'));

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `show({ title, description, tone })` from anywhere under a ToastProvider. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}

/** Holds the toasts; renders the region once there has been one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[] | null>(null);
  const show = useCallback((toast: ToastInput) => {
    setToasts((list) => [...(list ?? []), { ...toast, id: Date.now() + (list?.length ?? 0), open: true }]);
  }, []);
  const onClosed = useCallback((id: number) => {
    setToasts((list) => (list ?? []).filter((entry) => entry.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClosed={onClosed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
