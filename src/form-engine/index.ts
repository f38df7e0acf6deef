/**
 * stepform's main entry: what a form author uses. Kinds (`stepform/kinds`), the router adapter
 * (`stepform/router`), test helpers (`stepform/testing`), the wizard's words
 * (`stepform/locales/en`, `stepform/locales/es`), JSON Schema (`stepform/json-schema`) and the
 * build-time checks (`stepform/checks`) have entries of their own. See this package's README.
 *
 * Importing any module of the package only defines things (no registration, no styles injected;
 * `sideEffects: false` in its package.json), so a bundle keeps only what it uses.
 */
export { createFormKit } from './core/createFormKit';
export type { FormKit } from './core/createFormKit';
export { defineKind } from './fields/defineKind';
export type { KindDefinition } from './core/kind';
export { defineStep } from './core/defineForm';
export { compileForm } from './core/compileForm';
export type { CompiledForm, CompileOptions } from './core/compileForm';
export { FormSpecError } from './core/validateFormSpec';
export type {
  CheckboxesFieldSpec,
  ConsentFieldSpec,
  CustomFieldSpec,
  FieldOption,
  FieldOptions,
  FieldSpec,
  FieldWidth,
  FormSpec,
  NumberFieldSpec,
  RadioFieldSpec,
  SelectFieldSpec,
  StepSpec,
  Text,
  TextareaFieldSpec,
  TextFieldSpec,
  VisibleWhen,
} from './core/types';
export type { CheckLevel, CheckSpec, Rule, RuleResult } from './core/checks';
export type { FormValues } from './core/formValues';
export type { FormTranslation } from './core/withTranslation';
export type { AnswerWords } from './core/formatAnswer';
export { FormWizard } from './react/FormWizard';
export type { FormWizardProps } from './react/FormWizard';
export type { FieldProps, FieldValueAccess } from './react/fieldProps';
export type { ShownStep } from './react/StepShownReporter';
export type { WizardMessages } from './react/messages';
export type { WizardNavigation } from './react/WizardNavigation';
export { sessionStoragePersistence } from './core/answerPersistence';
export type { AnswerPersistence, SavedAnswers } from './core/answerPersistence';
export { createAnswerKeeper } from './core/createAnswerKeeper';
export type { AnswerKeeper } from './core/createAnswerKeeper';
export { useIsHydrated } from './react/useIsHydrated';
