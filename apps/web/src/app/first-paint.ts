/** How long the server's painted page may stay at most, should the app's first screen never come. */
const longestWaitMs = 5_000;

/**
 * The server paints public pages in the HTML (#first-paint) and keeps the app's root hidden beside it
 * (decision record 0009). Removing the painted page shows the app's root in its place: elements
 * appear, none that was on screen moves. RootLayout removes it once the router's first screen is
 * committed.
 */
export function removeFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
}

/**
 * The painted page goes after `longestWaitMs` at the latest, whatever the app does. This never
 * subscribes to the router: the router hands its first settled state to the first subscriber only
 * when it settles before anyone listens, and a subscriber here, ahead of RouterProvider's own, took
 * it, which left RouterProvider on its HydrateFallback (the startup splash) for good.
 */
export function limitFirstPaint(): void {
  if (document.getElementById('first-paint')) setTimeout(removeFirstPaint, longestWaitMs);
}
