// Starts the web app (the entry index.html preloads as data-app-entry) once the server's painted page
// (#first-paint) is on the screen: evaluated first, the app's code held that paint back on a slow
// phone. A hidden tab paints nothing and a page the server did not paint has nothing to show first:
// the app starts at once there.
const entry = document.querySelector('link[data-app-entry]').href;
const start = () => import(entry);
if (document.getElementById('first-paint') && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(start, 0));
else start();
