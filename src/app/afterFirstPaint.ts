/**
 * Resolves once the browser has shown the page's first content: the prerendered HTML with its
 * CSS, font and hero image. The app's scripts are fetched after that, so on a slow phone they
 * never compete with the first paint and the hero for bandwidth and CPU; the page reads and its
 * links work before any script, and it answers taps once hydrated.
 *
 * Waits for the browser's own first-contentful-paint entry (Paint Timing), which arrives once
 * the frame is on screen; where Paint Timing is missing, for the next frame to be drawn.
 * Resolves at once when there is nothing to wait for: a root without prerendered content (the
 * dev server), or a tab in the background, which paints nothing until shown. `fallbackMs` is a
 * safety net should no paint ever be reported.
 */
export function afterFirstPaint(container: Element, fallbackMs = 3000): Promise<void> {
  if (!container.hasChildNodes() || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, fallbackMs);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // `buffered` replays a paint that happened before this script ran.
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done));
    }
  });
}
