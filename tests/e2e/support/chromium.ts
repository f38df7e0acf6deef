// The browser tests' Chromium: the one the .tools scripts drive.
export { chromiumArgs, resolveChromiumPath } from '../../../.tools/lib/chromium';
