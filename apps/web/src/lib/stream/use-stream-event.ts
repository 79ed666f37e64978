import { useEffect, useRef } from 'react';
import type { StreamEventName } from '@fairhub/shared/stream';
import { streamBus, type StreamHandler } from './stream-bus.ts';

/**
 * Calls `handler` with the typed payload of every live-stream event `name` this tab receives while
 * the component is mounted. The handler may change between renders (the latest one is called);
 * the subscription itself lasts as long as the component.
 */
export function useStreamEvent<Name extends StreamEventName>(name: Name, handler: StreamHandler<Name>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => streamBus.on(name, (payload) => latest.current(payload)), [name]);
}
