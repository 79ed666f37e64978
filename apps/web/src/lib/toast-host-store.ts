import { create } from 'zustand';

/** Whether the toast containers are wanted (a toast was asked for) — they load on first use. */
export const useToastHost = create<{ wanted: boolean; want: () => void }>()((set) => ({
  wanted: false,
  want: () => set({ wanted: true }),
}));

let markReady: () => void = () => {};
/** Resolves once all six containers are mounted, so no toast is lost on the first use. */
export const containersReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function signalContainersReady(): void {
  markReady();
}
