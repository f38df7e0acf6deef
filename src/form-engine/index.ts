/**
 * stepform's main entry: what a form author uses. Kinds (`stepform/kinds`), the router adapter
 * (`stepform/router`), test helpers (`stepform/testing`), the wizard's words
 * (`stepform/locales/en`, `stepform/locales/es`), JSON Schema (`stepform/json-schema`) and the
 * build-time checks (`stepform/checks`) have entries of their own. See this package's README.
 *
 * Importing any module of the package only defines things (no registration, no styles injected;
 * `sideEffects: false` in its package.json), so a bundle keeps only what it uses.
 */
export { createFormKit } from './kind/createFormKit.ts';
export { rulesThatWait } from './wizard/rulesThatWait.ts';
export type { RulesThatWait } from './rules/fromRulesThatWait.ts';
export type { FormKit } from './kind/createFormKit.ts';
export { defineKind } from './field/defineKind.ts';
export type { CustomFieldSpec, KindDefinition, SpecOf } from './kind/kind.ts';
export { compileForm } from './compiler/compileForm.ts';
export type { CompiledForm, CompileOptions, GateAnswer } from './compiler/compileForm.ts';
export { FormSpecError } from './meta-check/FormSpecError.ts';
export type {
  FieldBase,
  FieldCondition,
  FieldOption,
  FieldOptions,
  FieldSpec,
  FieldWidth,
  FormSpec,
  RowCondition,
  RowsCondition,
  StepSpec,
  Text,
  VisibleWhen,
} from './schema/types.ts';
export type {
  AsyncRule,
  CheckLevel,
  CheckSpec,
  Rule,
  RuleResult,
  WhenUnavailable,
} from './schema/check.ts';
export type { FormValues } from './kind/formValues.ts';
export type { FieldName, InputPath } from './kind/inputPath.ts';
export type { FormTranslation } from './translation/formTranslation.ts';
export type { AnswerWords } from './kind/kind.ts';
export { FormWizard } from './wizard/FormWizard.tsx';
export type { FormWizardProps } from './wizard/FormWizard.tsx';
export type { FieldProps, FieldValueAccess, NativeRegistration } from './field/fieldProps.ts';
export type { FieldRows, RowInputProps, RowsChange } from './field/fieldRows.ts';
export type {
  KindWords,
  KindWordsByLanguage,
  KindWordsCatalog,
  NoWords,
} from './kind/kindWords.ts';
export type { ShownStep } from './wizard/StepShownReporter.tsx';
export type { WizardMessages } from './locales/wizardMessages.ts';
export type { WizardNavigation } from './wizard/WizardNavigation.ts';
export { LeaveDialog } from './wizard/LeaveDialog.tsx';
export type { LeaveDialogProps } from './wizard/LeaveDialog.tsx';
export { sessionStoragePersistence } from './keeping/sessionStoragePersistence.ts';
export { answerPersistence } from './keeping/answerPersistence.ts';
export type { AnswerPersistence } from './keeping/fromAnswerPersistence.ts';
export type { AnswerStore, SavedAnswers } from './keeping/answerStore.ts';
export { createAnswerKeeper } from './keeping/createAnswerKeeper.ts';
export type { AnswerKeeper } from './keeping/createAnswerKeeper.ts';
