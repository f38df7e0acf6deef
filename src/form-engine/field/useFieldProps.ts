import { useState } from 'react';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps, FieldValueAccess, NativeRegistration } from './fieldProps.ts';
import { fieldIdsOf } from './fieldIds.ts';
import { keepNameAndType } from './keepNameAndType.ts';
import { useAsyncCheck } from './useAsyncCheck.ts';
import { useFieldMessage } from './useFieldMessage.ts';
import { useFieldError } from './useFieldError.ts';
import { useWarningReveal } from './useWarningReveal.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The field contract of one field (see {@link FieldProps}), for the cell that renders its kind's
 * component. It re-renders when the field's error or warning comes, changes or goes, never per
 * keystroke.
 */
export function useFieldProps(field: FieldSpec): FieldProps {
  const context = useWizardContext();
  const { register, getValues, setValue, tracker, errorReveal, fieldMessages, idPrefix } = context;
  const ids = fieldIdsOf(idPrefix, field);
  const error = useFieldError(field);
  const warning = useFieldMessage(fieldMessages, field.name);
  const warnings = useWarningReveal(field);
  const waits = useAsyncCheck(field);
  const [initial] = useState(() => getValues(field.name));
  const name = field.name;

  const value: FieldValueAccess<unknown> = {
    initial,
    current: () => getValues(name),
    change(next) {
      tracker.update(name, next);
      setValue(name, next, { shouldDirty: true });
      errorReveal.answerChanged();
      warnings?.afterChange();
      waits?.afterChange();
    },
    blur: () => {
      warnings?.reveal();
      waits?.blur();
    },
    register(): NativeRegistration {
      const { onChange, onBlur, ref } = register(name);
      return {
        name,
        ref: (element: Element | null) => {
          keepNameAndType(element);
          ref(element);
        },
        onChange: async (event) => {
          tracker.update(name, event.target.value);
          await onChange(event);
          errorReveal.answerChanged();
          warnings?.afterChange();
          waits?.afterChange();
        },
        onBlur: (event) => {
          warnings?.reveal();
          waits?.blur();
          void onBlur(event);
        },
      };
    },
  };
  return {
    field,
    words: context.form.wordsOf(field),
    language: context.form.language,
    id: ids.input,
    helperId: ids.helper,
    describedBy: ids.describedBy,
    error,
    warning: error === undefined ? warning?.message : undefined,
    invalid: error !== undefined,
    value,
  };
}
