import { resolveChromiumPath } from './chromium';

/** Resolves the browser once; workers read the path from the environment they inherit. */
export default async function globalSetup() {
  process.env.PW_CHROMIUM_PATH = await resolveChromiumPath();
}
