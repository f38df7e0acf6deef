import type * as z from 'zod/mini';
import type { CheckFailure } from '../rules/rules.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import type { KindDefinition } from '../kind/kind.ts';
import type { KindWords, KindsWithoutLanguage, WordsOfKind } from '../kind/kindWords.ts';
import type { FieldOption, FieldSpec, FormSpec, StepSpec, Text } from '../schema/types.ts';
import type { FormTranslation } from '../translation/formTranslation.ts';
import type { GroupRows, RowInputAt } from '../kind/rowKind.ts';
import type { InputPath } from '../kind/inputPath.ts';

/*
 * What `compileForm` takes and gives: its options, the compiled form and its steps, and what
 * compiling in a language asks of the kit's kinds' words.
 */

/** One step, compiled: its zod schema and the schema of each of its fields. */
export interface CompiledStep {
  readonly spec: StepSpec;
  readonly index: number;
  /**
   * Validates the values of this step's fields that show (conditions read the values given, so
   * pass earlier steps' values too when a condition names one); what "this step is complete" means.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  /**
   * The step's required fields, in schema order: each keeps the step from being complete while it
   * shows and is blank. Not every field that can: any field's answer its kind or an `error` check
   * refuses keeps it so too, as does a group with fewer rows than its `minRows`.
   */
  readonly requiredFields: readonly FieldSpec[];
}

/** How {@link compileForm} compiles a form. */
export interface CompileOptions<Spec extends FormSpec<Text> = FormSpec<Text>> {
  /**
   * The language of the texts the wizard shows, e.g. `es`; the form's `defaultLanguage` (`en`
   * unless it says) when left out. A text without this language falls back to the default one.
   */
  readonly language?: string;
  /**
   * The form's texts in `language`, from a catalog of their own (see `FormTranslation`): names,
   * kinds, options and checks stay the form's, so the values are the same in every language.
   */
  readonly translation?: FormTranslation<Spec>;
}

/** The language a form is compiled in: the one asked for, else the form's default one. */
export type CompiledLanguage<Spec, Options> = Options extends { readonly language: infer Language }
  ? Language extends string
    ? Language
    : 'en'
  : Spec extends { readonly defaultLanguage: infer Language extends string }
    ? Language
    : 'en';

/**
 * What compiling in `Language` asks beyond the options: nothing when every kind of the kit ships
 * its words in it; else a catalog giving every word of each kind that does not (`FormTranslation.kinds`).
 */
export type KindWordsCovered<Kinds, Language extends string> = [
  KindsWithoutLanguage<Kinds, Language>,
] extends [never]
  ? unknown
  : {
      readonly translation: {
        readonly kinds: {
          readonly [Name in KindsWithoutLanguage<Kinds, Language>]: WordsOfKind<Kinds[Name]>;
        };
      };
    };

/** A form schema, checked and compiled to zod: the whole form and one schema per step. */
export interface CompiledForm<Spec extends FormSpec<Text> = FormSpec<Text>> {
  /** The schema as written (its type gives the wizard's values, `FormValues<Spec>`). */
  readonly source: Spec;
  /** The kinds and rules the form was compiled with. */
  readonly kit: FormKit;
  /** The schema with every text in the compiled language: what the wizard shows. */
  readonly spec: FormSpec;
  /** The language its texts are in, e.g. `es` (the form's default one unless compiled to another). */
  readonly language: string;
  /**
   * Validates every value of the form, used once, at submit: its output holds the fields that
   * show, with optional text trimmed, and leaves hidden fields out.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  readonly steps: readonly CompiledStep[];
  /** Every field by name, with the index of its step. */
  readonly fields: ReadonlyMap<string, FieldAt>;
  /**
   * A field by name, or one input of one row of a group by its path (`jobs.1.employer`): its
   * spec as the wizard shows it (named by the path), its step, and for a row input its group,
   * row and row field. `undefined` for a name the form does not have. The path is typed from the
   * form (`InputPath`): one the form cannot have is a type error.
   */
  fieldAt(path: InputPath<Spec>): FieldAt | undefined;
  /**
   * The answer at a field's name or a row input's path, and the answers its checks read (for a
   * row input, the form's with its row's own on top).
   */
  answerAt(
    path: InputPath<Spec>,
    values: Readonly<Record<string, unknown>>,
  ): { readonly value: unknown; readonly values: Readonly<Record<string, unknown>> };
  /** `values` with the answer at a field's name or a row input's path given (in its row). */
  withAnswer(
    values: Readonly<Record<string, unknown>>,
    path: InputPath<Spec>,
    value: unknown,
  ): Record<string, unknown>;
  /**
   * What giving `value` at a field's name or a row input's path makes of the answer that gates
   * its step (see {@link GateAnswer}); `undefined` for a name the form does not have. `values`
   * gives every current answer and is called only for a row input, whose group's rows it reads,
   * so a field's keystroke costs the same in a form of 1000 fields as in one of 10.
   */
  gateAnswerOf(
    path: InputPath<Spec>,
    value: unknown,
    values: () => Readonly<Record<string, unknown>>,
  ): GateAnswer | undefined;
  /**
   * How the rows of a group (a field whose kind has `rows`, as the engine's `group`) are checked:
   * its kind's `GroupRows`, compiled once with the form's groups of that kind. A form without a
   * group never asks, and so never loads rows code.
   */
  rowsOf(group: FieldSpec): GroupRows;
  /** The definition of a field's kind, from the kit. */
  kindOf(field: FieldSpec): KindDefinition<unknown, FieldSpec>;
  /**
   * The words of a field's kind in the form's language (see `KindDefinition.words`), with the
   * catalog's on top; an empty record for a kind without words.
   */
  wordsOf(field: FieldSpec): KindWords;
  /** A field's options as `{ value, label }` (a plain-string option is both); none for other kinds. */
  optionsOf(name: string): readonly FieldOption[];
  /**
   * Whether a field shows for these answers: it has no `visibleWhen`, or its condition holds over
   * the fields that show (a group's rows counted as submitted), and its step shows. A hidden field does not gate, is not
   * reviewed or submitted.
   */
  isVisible(name: string, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a step shows for these answers: it has no `visibleWhen`, or its condition holds over
   * the fields that show. A hidden step's fields are all hidden.
   */
  isStepVisible(stepIndex: number, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a field's answer would let its step go on: its kind's schema (`required`, options)
   * and its `error` checks, which may read the other answers in `values`.
   */
  isFieldValid(name: string, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a value is no answer for the field (its kind's `isEmpty`, or the generic blank): a
   * blank answer is never checked, never reviewed, and leaves a required field missing. `name` is a
   * field's name or a row input's path, typed from the form (`InputPath`).
   */
  isBlank(name: InputPath<Spec>, value: unknown): boolean;
  /**
   * What keeps an answer given from letting its step go on, with its message: its kind's own
   * refusal in the kind's words (a schema's "Attach a PDF or Word file"), else the first `error`
   * check it fails. Nothing for a blank answer, which is missing, not wrong. `name` is a field's
   * name or a row input's path, typed from the form (`InputPath`).
   */
  errorOf(
    name: InputPath<Spec>,
    values: Readonly<Record<string, unknown>>,
  ): CheckFailure | undefined;
  /**
   * What keeps the answer at a field's name or a row input's path (`InputPath`) from letting its
   * step go on: its kind's own refusal in the kind's words, or the first `error` check it fails,
   * or `'missing'` while its kind's schema refuses it as no answer (blank though required, a
   * required consent left unticked); nothing when it may go on. A row input in a blank row past
   * the group's `minRows` is never a problem (that row does not count). Of a group, only its own
   * checks: its count of rows and each input of its rows are its rows kind's to say (`rowsOf`).
   */
  problemOf(
    name: InputPath<Spec>,
    values: Readonly<Record<string, unknown>>,
  ): 'missing' | CheckFailure | undefined;
  /**
   * The first `warning` check the answer at a field's name or a row input's path (`InputPath`)
   * fails, with its message; never blocks.
   */
  warningOf(
    name: InputPath<Spec>,
    values: Readonly<Record<string, unknown>>,
  ): CheckFailure | undefined;
}

/**
 * An answer given at a field's name or a row input's path, as the gate reads it
 * ({@link CompiledForm.gateAnswerOf}): the name that gates (the field's own, or the row input's
 * group's) with its answer, and the one row of the group it changed, so a key typed in a group of
 * 50 rows re-checks that row alone.
 */
export interface GateAnswer {
  /** The name whose answer gates the step: the field's own, or a row input's group's. */
  readonly gate: string;
  /** That name's answer once the one given is in: the answer itself, or the group's rows. */
  readonly value: unknown;
  /** The index of the row changed in the group `gate` names; none for a field's own answer. */
  readonly changedRow?: number;
}

/** A field, or one input of one row of a group, as {@link CompiledForm.fieldAt} finds it. */
export interface FieldAt {
  readonly field: FieldSpec;
  readonly stepIndex: number;
  /** The name whose answer gates the step: the field's own, or a row input's group's. */
  readonly gate: string;
  /** How the error summary and the gate line name it: its label, or "Job 2, Employer". */
  readonly label: string;
  /** For an input of a row: its group, the row's index and name ("Job 2"), and the row field. */
  readonly row?: RowInputAt['row'];
}
