import { siteImagesModule } from '../../.tools/images/siteImages';

/**
 * Vitest global setup: makes the site's images (README "Images") before any test file loads.
 * On a fresh clone the cache is empty and rendering and encoding them takes a minute on a busy
 * machine; done here, no test's own time limit pays for it, and every page then loads them from
 * the cache.
 */
export default async function prepareSiteImages() {
  await siteImagesModule(process.cwd());
}
