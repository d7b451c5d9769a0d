import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../AppContext.tsx';
import { useSession } from './sessionStore.ts';

/** Log out (USER_INITIATED): the server forgets the token even if the answer is lost. */
export function useLogout(): () => Promise<void> {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.logout('USER_INITIATED').catch(() => undefined);
    useSession.getState().end('USER_INITIATED');
    queryClient.removeQueries({ queryKey: ['userDetails'] });
    void navigate('/');
  }, [api, queryClient, navigate]);
}
