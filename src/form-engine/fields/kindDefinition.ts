import type { ComponentType } from 'react';
import type { KindDefinition } from '../core/kind';
import type { FieldSpec } from '../core/types';
import type { FieldProps } from '../react/fieldProps';

/** A kind whose component is a React component taking the field contract. */
export type ReactKind<Value, Spec extends FieldSpec = FieldSpec> = KindDefinition<
  Value,
  Spec,
  ComponentType<FieldProps<Spec, Value>>
>;
