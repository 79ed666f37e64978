import { Activity, useState, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { keepAliveOf } from './route-handle.ts';
import { isKeptAlive } from './keep-alive-rules.ts';

/**
 * The main view's outlet. Kept-alive screens, once visited, stay mounted inside React's
 * `<Activity>`: hidden (state kept, effects paused) while another page shows, visible again on
 * return. Every other page mounts and unmounts as usual.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const declared = keepAliveOf(matches);
  const current = isKeptAlive(declared) ? declared : undefined;
  const [screens, setScreens] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());

  if (current && !screens.has(current)) {
    // Adjusting state while rendering: the first visit of a kept-alive screen stores its element.
    setScreens(new Map(screens).set(current, outlet));
  }

  return (
    <>
      {[...screens].map(([screen, element]) => (
        <Activity key={screen} mode={screen === current ? 'visible' : 'hidden'} name={screen}>
          {element}
        </Activity>
      ))}
      {current ? (screens.has(current) ? null : outlet) : outlet}
    </>
  );
}
