import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from '../../lib/router';
import { loadTagManager } from '../../lib/consent';
import { closeAllModals } from '../../lib/modal-registry';
import { registerNavigate } from '../../lib/navigation';
import { closePdf } from '../../lib/pdf-viewer';
import { initTracking, storageSupported } from '../../lib/tracking';

let started: { reloading: boolean } | undefined;

/**
 * Reads the query into session storage before the first render, so the shell elements that
 * depend on it (the cookie banner's v_ab) see it at once. Idempotent: StrictMode renders twice.
 */
function startOnce(): { reloading: boolean } {
  // The server renders the page's first screen (entry-server.tsx) with no visitor to track.
  if (typeof window === 'undefined') return { reloading: false };
  started ??= initTracking();
  return started;
}

/** What the shell does once per page load and on every navigation. */
export function useShellEffects(): void {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const firstKey = useRef(location.key);
  const [{ reloading }] = useState(startOnce);

  useEffect(() => registerNavigate((to) => void navigate(to)), [navigate]);

  useEffect(() => {
    if (reloading) return;
    loadTagManager();
    if (!storageSupported() && window.location.pathname !== '/cookies-disabled') void navigate('/cookies-disabled');
  }, [navigate, reloading]);

  // Any open modal closes when a navigation starts, and after one that needed no loading.
  useEffect(() => {
    if (navigation.state !== 'idle') {
      closeAllModals();
      closePdf();
    }
  }, [navigation.state]);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    closeAllModals();
    closePdf();
  }, [location.key]);
}
