import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { ChoiceOfOptions, KindDefinition } from '../kind/kind.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps } from './fieldProps.ts';

/** A kind whose component is a React component taking the field contract. */
export type ReactKind<
  Value,
  Spec extends FieldSpec = FieldSpec,
  Schema extends z.ZodMiniType = z.ZodMiniType,
  Choice extends ChoiceOfOptions = never,
> = KindDefinition<
  Value,
  Spec,
  // The spec is the type of `schema`'s field alone: the component is held to it, not read for it.
  ComponentType<FieldProps<NoInfer<Spec>, Value>>,
  Schema,
  Choice
>;
