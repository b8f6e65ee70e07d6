import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { loadTagManager } from '../../lib/consent';
import { closeAllModals } from '../../lib/modal-registry';
import { registerNavigate } from '../../lib/navigation';
import { closePdf } from '../../lib/pdf-viewer';
import { initTracking, storageSupported } from '../../lib/tracking';

let started = false;

/** What the shell does once per page load and on every navigation. */
export function useShellEffects(): void {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const firstKey = useRef(location.key);

  useEffect(() => registerNavigate((to) => void navigate(to)), [navigate]);

  useEffect(() => {
    if (started) return;
    started = true;
    const { reloading } = initTracking();
    if (reloading) return;
    loadTagManager();
    if (!storageSupported() && window.location.pathname !== '/cookies-disabled') void navigate('/cookies-disabled');
  }, [navigate]);

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
