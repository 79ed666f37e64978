import { lazy, Suspense } from 'react';
import { useToastHost } from './toast-host-store.ts';

const ToastContainers = lazy(() => import('./toast-containers.tsx').then((module) => ({ default: module.ToastContainers })));

/** Mounts the toast containers when the first toast is asked for. */
export function ToastContainersHost() {
  const wanted = useToastHost((state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainers />
    </Suspense>
  );
}
