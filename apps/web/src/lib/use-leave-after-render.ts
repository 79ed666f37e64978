import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

interface Exit {
  to: string;
  replace: boolean;
}

/**
 * Leaving a form one render late: `leave` first turns `leaving` on (so the form drops its
 * unsaved-changes guard), and the move happens after the render in which the guard let go.
 */
export function useLeaveAfterRender() {
  const navigate = useNavigate();
  const [exit, setExit] = useState<Exit | null>(null);

  useEffect(() => {
    if (exit) void navigate(exit.to, { replace: exit.replace });
  }, [exit, navigate]);

  const leave = useCallback((to: string, { replace = false }: { replace?: boolean } = {}) => setExit({ to, replace }), []);
  return { leaving: exit !== null, leave };
}
