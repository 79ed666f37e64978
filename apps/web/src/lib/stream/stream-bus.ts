import type { StreamEventName, StreamPayload } from '@fairhub/shared/stream';

export type StreamHandler<Name extends StreamEventName> = (payload: StreamPayload<Name>) => void;

type AnyHandler = (payload: unknown) => void;

/**
 * The tab's live-stream events, handed from the one stream connection (stream-provider.tsx) to
 * whoever listens (useStreamEvent). A listener that throws is reported to the console and never stops
 * the others.
 */
export function createStreamBus() {
  const listeners = new Map<StreamEventName, Set<AnyHandler>>();
  return {
    on<Name extends StreamEventName>(name: Name, handler: StreamHandler<Name>): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      const entry = handler as AnyHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit<Name extends StreamEventName>(name: Name, payload: StreamPayload<Name>): void {
      for (const handler of [...(listeners.get(name) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          console.error(`A handler of the stream event ${name} failed`, error);
        }
      }
    },
  };
}

export type StreamBus = ReturnType<typeof createStreamBus>;

/** The one bus of this tab. */
export const streamBus = createStreamBus();
