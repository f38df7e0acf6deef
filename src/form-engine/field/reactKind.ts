import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { ChoiceOfOptions, KindDefinition } from '../kind/kind.ts';
import type { KindWords, NoWords } from '../kind/kindWords.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps } from './fieldProps.ts';

/** A kind whose component is a React component taking the field contract. */
export type ReactKind<
  Value,
  Spec extends FieldSpec = FieldSpec,
  Schema extends z.ZodMiniType = z.ZodMiniType,
  Choice extends ChoiceOfOptions = never,
  Words extends KindWords = NoWords,
  Languages extends string = never,
> = KindDefinition<
  Value,
  Spec,
  // The spec and words are read from `schema` and `words` alone: the component is held to them.
  ComponentType<FieldProps<NoInfer<Spec>, Value, NoInfer<Words>>>,
  Schema,
  Choice,
  Words,
  Languages
>;
