/**
 * `stepform/kinds`: the engine's own kinds with their components, to spread into
 * `createFormKit({ kinds })`. A kit takes only the groups its forms use, so the components of
 * kinds no form uses stay out of the bundle. A form's own kind is defined the same way (see
 * `KindDefinition`), and its component receives the same props (`FieldProps`).
 */
export { textKinds } from './fields/textKinds';
export { numberKinds } from './fields/numberKinds';
export { selectKinds } from './fields/selectKinds';
export { radioKinds } from './fields/radioKinds';
export { checkboxesKinds } from './fields/checkboxesKinds';
export { consentKinds } from './fields/consentKinds';
export { allKinds } from './fields/allKinds';
export type { ReactKind } from './fields/kindDefinition';
