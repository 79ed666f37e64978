import { create } from 'zustand';

export type LoginView = 'sign-in' | 'sign-up' | 'forgot' | 'unconfirmed' | 'sign-up-done' | 'forgot-done';

interface LoginModalState {
  opened: boolean;
  view: LoginView;
  /** Pre-filled e-mail, e.g. after an invitation or a failed sign-in. */
  email: string;
  open: (view?: LoginView, email?: string) => void;
  setView: (view: LoginView, email?: string) => void;
  close: () => void;
}

/** The login modal in the general header; any page may open it in one of its views. */
export const useLoginModal = create<LoginModalState>()((set) => ({
  opened: false,
  view: 'sign-in',
  email: '',
  open: (view = 'sign-in', email) => set((state) => ({ opened: true, view, email: email ?? state.email })),
  setView: (view, email) => set((state) => ({ view, email: email ?? state.email })),
  close: () => set({ opened: false }),
}));
