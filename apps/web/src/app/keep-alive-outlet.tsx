import { Activity, useContext, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useMatches, useOutlet } from 'react-router';
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
          <LocationWhileVisible visible={screen === current}>{element}</LocationWhileVisible>
        </Activity>
      ))}
      {current ? (screens.has(current) ? null : outlet) : outlet}
    </>
  );
}

/**
 * A hidden screen keeps seeing the location it had when it was last shown: its filters live in the
 * URL, and it must neither render nor fetch for the page now in front of it.
 */
function LocationWhileVisible({ visible, children }: { visible: boolean; children: ReactNode }) {
  const live = useContext(LocationContext);
  const [kept, setKept] = useState(live);
  if (visible && kept !== live) setKept(live);
  return <LocationContext.Provider value={visible ? live : kept}>{children}</LocationContext.Provider>;
}
