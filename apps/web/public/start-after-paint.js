// Starts the web app on a page the server painted ahead (apps/api first-paint.ts): the entry and its
// modulepreload links wait in #app-start until the painted page is on the screen with its first
// screen's pictures (those asked at high priority), for a second at most. Downloaded and run first,
// the app's code held that paint back on a slow phone. A hidden tab paints nothing: it starts at once.
const app = document.getElementById('app-start');
const start = () => {
  document.head.append(app.content.cloneNode(true));
  return import(app.dataset.entry);
};
if (document.visibilityState === 'visible') {
  const painted = document.querySelectorAll('#first-paint img[fetchpriority="high"]');
  const loaded = [...painted]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    );
  const longest = new Promise((resolve) => setTimeout(resolve, 1000));
  void Promise.race([Promise.all(loaded), longest]).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
} else start();
