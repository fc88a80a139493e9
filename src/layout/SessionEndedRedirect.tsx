import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_ENDED_EVENT } from '@/data/httpClient';

/** When a token refresh fails the HTTP client ends the session (with its reason); this takes the user to sign-in. */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onEnded = () => navigate('/login', { replace: true });
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate]);
  return null;
}
