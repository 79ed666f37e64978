import { lazy, Suspense, useState } from 'react';
import { useLoginModal } from '../../../lib/login-modal-store.ts';

const LoginModal = lazy(() => import('./login-modal.tsx').then((module) => ({ default: module.LoginModal })));

/** Mounts the login modal (and loads its code) the first time it is opened. */
export function LoginModalHost() {
  const opened = useLoginModal((state) => state.opened);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
