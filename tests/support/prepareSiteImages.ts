import { siteImagesModule } from '../../.tools/images/siteImages';

/**
 * Vitest global setup: makes the site's images (README "Images") before any test file loads.
 * They are committed (src/assets/encoded), but a photo added and not yet built takes a while to
 * encode on a busy machine; done here, no test's own time limit pays for it.
 */
export default async function prepareSiteImages() {
  await siteImagesModule(process.cwd());
}
