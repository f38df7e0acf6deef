/** `stepform/json-schema`: the JSON Schema of a form's submitted values, for a server to check. */
export { toJSONSchema } from './core/toJSONSchema';
export type { JSONSchema } from './core/toJSONSchema';
