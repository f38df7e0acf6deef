/**
 * The form engine's public entry: the only module the site and the schemas import (a lint rule in
 * `.config/eslint.config.js` fails on deeper paths). Tests have their own entry, `testing.ts`.
 *
 * Layers inside, each allowed to import only the ones listed before it (lint rules again):
 * `core/` (framework-free: schema types, define helpers, meta-check, compile to zod, values,
 * completion tracking, answer formatting, JSON Schema export), `fields/` (the field components,
 * grouped by kind: `textFields`, `selectFields`, …), `react/` (the wizard), `adapters/` (the
 * react-router binding).
 *
 * Importing an engine module only defines things (no registration, no styles injected), and the
 * site's build relies on it (`treeshake.moduleSideEffects` in vite.config.ts): a bundle keeps only
 * what it uses from this entry, so the site's footer takes `useIsHydrated` from here without the
 * wizard. Keep it so: code that must run on import does not belong in the engine.
 */
export type {
  CheckboxesFieldSpec,
  ConsentFieldSpec,
  CustomFieldSpec,
  CustomKindName,
  FieldKind,
  FieldOption,
  FieldOptions,
  FieldSpec,
  FieldSpecOfKind,
  FieldWidth,
  FormSpec,
  NumberFieldSpec,
  RadioFieldSpec,
  SelectFieldSpec,
  SingleChoiceKind,
  StepSpec,
  Text,
  TextareaFieldSpec,
  TextFieldSpec,
  TextLikeKind,
  VisibleWhen,
} from './core/types';
export { fieldKinds } from './core/types';
export { optionsOf } from './core/options';
export type {
  BuiltInRuleName,
  CheckFailure,
  CheckLevel,
  CheckSpec,
  Rule,
  RuleRegistry,
  RuleResult,
} from './core/checks';
export { builtInRules } from './core/checks';
export { createFormKit } from './core/createFormKit';
export type { KindDefinition, KindRegistry } from './core/customKinds';
export type { CheckedForm } from './core/defineForm';
export { defineForm, defineStep } from './core/defineForm';
export type { FieldLookup } from './core/visibility';
export { conditionHolds, isFieldVisible } from './core/visibility';
export { FormSpecError, validateFormSpec } from './core/validateFormSpec';
export type { CompiledForm, CompiledStep, CompileOptions } from './core/compileForm';
export { localizeForm, missingTranslations, resolveText } from './core/localizeForm';
export type {
  FieldTranslation,
  FormTranslation,
  StepTranslation,
  TranslatedForm,
} from './core/withTranslation';
export { withTranslation } from './core/withTranslation';
export { compileCheckedForm, compileForm } from './core/compileForm';
export type { JSONSchema } from './core/toJSONSchema';
export { toJSONSchema } from './core/toJSONSchema';
export type { AnyFormValues, FieldValue, FormValues, ValueOfField } from './core/formValues';
export { defaultValuesOf, emptyValueOf } from './core/formValues';
export type { AnswerWords } from './core/formatAnswer';
export { englishAnswerWords, formatAnswer } from './core/formatAnswer';
export type { AnswerPersistence, SavedAnswers } from './core/answerPersistence';
export { readSavedAnswers, sessionStoragePersistence } from './core/answerPersistence';
export type { AnswerRow, StepSummary } from './core/summarizeStep';
export { summarizeStep } from './core/summarizeStep';
export type { AnswerKeeper } from './core/createAnswerKeeper';
export { createAnswerKeeper } from './core/createAnswerKeeper';
export type { FormWizardProps } from './react/FormWizard';
export { FormWizard } from './react/FormWizard';
export type {
  BuiltInKindsOf,
  FieldComponent,
  FieldComponents,
  FieldRegistry,
} from './fields/fieldRegistry';
export { textFields } from './fields/textFields';
export { selectFields } from './fields/selectFields';
export { radioFields } from './fields/radioFields';
export { checkboxesFields } from './fields/checkboxesFields';
export { consentFields } from './fields/consentFields';
export { allFields } from './fields/allFields';
export type { ShownStep } from './react/StepShownReporter';
export { useFieldValue } from './react/useFieldValue';
export { useIsHydrated } from './react/useIsHydrated';
export type { WizardMessages } from './react/messages';
export { defaultWizardMessages } from './react/messages';
export type { WizardNavigation } from './react/WizardNavigation';
export { memoryNavigation } from './react/memoryNavigation';
export type { RouterNavigationOptions } from './adapters/routerNavigation';
export { routerNavigation } from './adapters/routerNavigation';
