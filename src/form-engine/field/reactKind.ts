import type { ComponentType } from 'react';
import type { KindDefinition } from '../kind/kind.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps } from './fieldProps.ts';

/** A kind whose component is a React component taking the field contract. */
export type ReactKind<Value, Spec extends FieldSpec = FieldSpec> = KindDefinition<
  Value,
  Spec,
  ComponentType<FieldProps<Spec, Value>>
>;
