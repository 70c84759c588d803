/** How long the server's painted page may stay at most, should the app's first screen never come. */
const longestWaitMs = 5_000;

/** Screens holding the painted page (holdFirstPaint). */
let holds = 0;

/**
 * The server paints public pages in the HTML (#first-paint) and keeps the app's root hidden beside it
 * (decision record 0009). Removing the painted page shows the app's root in its place: elements
 * appear, none that was on screen moves. RootLayout calls this once the router's first screen is
 * committed; the painted page goes then, or once the last hold on it is released.
 */
export function removeFirstPaint(): void {
  if (holds < 1) document.getElementById('first-paint')?.remove();
}

/**
 * Keeps the painted page until the returned release is called: a screen whose first view would still
 * grow (the home page's banners arriving push its rows down) shows once it is whole, rather than
 * moving under the player's eyes. Taken in a child's effect, which runs before RootLayout's.
 */
export function holdFirstPaint(): () => void {
  holds += 1;
  return () => {
    holds -= 1;
    removeFirstPaint();
  };
}

/**
 * The painted page goes after `longestWaitMs` at the latest, whatever the app does. This never
 * subscribes to the router: the router hands its first settled state to the first subscriber only
 * when it settles before anyone listens, and a subscriber here, ahead of RouterProvider's own, took
 * it, which left RouterProvider on its HydrateFallback (the startup splash) for good.
 */
export function limitFirstPaint(): void {
  if (document.getElementById('first-paint'))
    setTimeout(() => document.getElementById('first-paint')?.remove(), longestWaitMs);
}
