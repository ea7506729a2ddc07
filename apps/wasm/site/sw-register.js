// Registers the static web app's service worker (sw.js), which keeps its files for offline use.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').catch((error) => console.warn(`offline use is off: ${error.message}`));
  });
}
