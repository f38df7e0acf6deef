// One Chromium lookup for the browser tests and the .tools scripts (which cannot import TypeScript).
export { chromiumArgs, resolveChromiumPath } from '../../../.tools/lib/chromium.mjs';
