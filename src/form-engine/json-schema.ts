/** `stepform/json-schema`: the JSON Schema of a form's submitted values, for a server to check. */
export { toJSONSchema } from './json-schema/toJSONSchema.ts';
export type { JSONSchema } from './kind/kind.ts';
