import type { AppRouter } from './app';

/** How long the server's painted page may stay at most, should the router never settle. */
const longestWaitMs = 5_000;

/**
 * The server paints public pages in the HTML (#first-paint) and keeps the app's root hidden beside it
 * (decision record 0009). Once the router has loaded its first screen, the painted page goes, which
 * shows the app's root in its place: elements appear, none that was on screen moves.
 */
export function handOverFirstPaint(router: AppRouter): void {
  const painted = document.getElementById('first-paint');
  if (!painted) return;
  let isHandedOver = false;
  const handOver = () => {
    if (isHandedOver) return;
    isHandedOver = true;
    unsubscribe();
    clearTimeout(timer);
    // After React has rendered the router's first screen into the hidden root (a frame, or a moment
    // where frames are not drawn, as in a background tab).
    const remove = () => painted.remove();
    requestAnimationFrame(remove);
    setTimeout(remove, 100);
  };
  const timer = setTimeout(handOver, longestWaitMs);
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) handOver();
  });
  if (router.state.initialized) handOver();
}
