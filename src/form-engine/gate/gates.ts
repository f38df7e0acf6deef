import { isErrorCheck } from '../schema/check.ts';
import { rowLimitsOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';

/** Whether a field has `error` checks: of its own, or, for a group, of its rows' inputs. */
export const hasErrorChecks = (field: FieldSpec): boolean =>
  (field.checks?.some(isErrorCheck) ?? false) || (field.fields?.some(hasErrorChecks) ?? false);

/** Whether a field can keep its step from going on: required, checked, or a group of either. */
export const gates = (field: FieldSpec): boolean =>
  field.required === true ||
  hasErrorChecks(field) ||
  (field.fields !== undefined && (rowLimitsOf(field).min > 0 || field.fields.some(gates)));
