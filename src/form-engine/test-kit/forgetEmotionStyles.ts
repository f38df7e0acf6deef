import type { EmotionCache } from '@emotion/cache';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * @emotion/react as MUI loads it. MUI is loaded by Node, outside Vite, and Node resolves its
 * import of @emotion/react to another of the package's builds than Vite gives this file's own
 * `import`: each build has its default cache, and the one MUI writes through is Node's.
 */
const emotionOfMui = createRequire(import.meta.url)('@emotion/react') as {
  __unsafe_useEmotionCache: () => EmotionCache | null;
};

/** The cache MUI writes its styles through: the default one of @emotion/react, read once. */
let defaultCache: EmotionCache | null | undefined;

function readDefaultCache(): EmotionCache | null {
  let read: EmotionCache | null = null;
  function ReadCache() {
    read = emotionOfMui.__unsafe_useEmotionCache();
    return null;
  }
  renderToString(createElement(ReadCache));
  return read;
}

/**
 * Takes every style MUI inserted out of the page, and makes emotion forget it did, so that the
 * next render inserts again what it shows. The files of a worker share one jsdom, and jsdom
 * matches every rule of every sheet each time a query asks whether an element is visible (each
 * `getByRole`): the styles of all that earlier files rendered, about a thousand rules by a
 * worker's last files, made each such query several times slower than in a file run alone.
 * Call it only once nothing is rendered (after `cleanup`): what is mounted would lose its styles.
 */
export function forgetEmotionStyles(): void {
  defaultCache ??= readDefaultCache();
  if (!defaultCache) return;
  defaultCache.sheet.flush();
  defaultCache.inserted = {};
}
