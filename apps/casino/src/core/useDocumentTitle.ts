import { useEffect } from 'react';
import { useApp } from './AppContext.tsx';

/** "Page · Brand", or the brand name alone. */
export function useDocumentTitle(page: string | undefined): void {
  const { config } = useApp();
  useEffect(() => {
    document.title = page ? `${page} · ${config.brandName}` : config.brandName;
  }, [page, config.brandName]);
}
