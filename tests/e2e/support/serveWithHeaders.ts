// The hosting tests' static host: the one the benchmark and Lighthouse serve the build with.
export { serveDist as serveWithHeaders, type StaticServer } from '../../../.tools/lib/serve-dist';
