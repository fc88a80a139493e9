import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_ENDED_EVENT } from '@/data/httpClient';

/**
 * When the session ends for good (a refused refresh with no unsaved work, or a dismissed sign-in dialog), the HTTP
 * client announces it; this takes the user to sign-in, which leads back here afterwards (a kept draft is offered).
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onEnded = () => navigate('/login', { replace: true, state: { from: pathname + search } });
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate, pathname, search]);
  return null;
}
