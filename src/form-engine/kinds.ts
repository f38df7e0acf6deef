/**
 * `stepform/kinds`: the engine's own kinds with their components, to spread into
 * `createFormKit({ kinds })`. A kit takes only the groups its forms use, so the components of
 * kinds no form uses stay out of the bundle. A form's own kind is defined the same way (see
 * `KindDefinition`), and its component receives the same props (`FieldProps`).
 */
export { textKinds } from './kinds/text/textKinds.ts';
export { numberKinds } from './kinds/number/numberKinds.ts';
export { selectKinds } from './kinds/select/selectKinds.ts';
export { radioKinds } from './kinds/radio/radioKinds.ts';
export { checkboxesKinds } from './kinds/checkboxes/checkboxesKinds.ts';
export { consentKinds } from './kinds/consent/consentKinds.ts';
export { allKinds } from './kinds/allKinds.ts';
export type { ReactKind } from './field/reactKind.ts';
