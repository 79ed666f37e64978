import { useMutation } from '@tanstack/react-query';
import { login } from '../../../lib/session-actions.ts';

/** POST oauth/token then GET profile (lib/session-actions): the login modal's sign-in. */
export function useSignIn() {
  return useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => login(email, password) });
}
