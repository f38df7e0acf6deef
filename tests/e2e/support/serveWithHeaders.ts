// One static server for the hosting test and the benchmark (.tools scripts cannot import TypeScript).
export {
  serveDist as serveWithHeaders,
  type StaticServer,
} from '../../../.tools/lib/serve-dist.mjs';
