import { useState } from 'react';
import * as z from 'zod/mini';
import { defineKind, type FieldBase, type FieldProps } from 'stepform';

/** A CV field: the field base alone; what it says of its own is the kind's words. */
export type CvFileSpec = FieldBase;

/** What a CV field says of its own, in one language. */
type CvFileWords = {
  /** What the field says of a file that is not a document. */
  readonly wrongFile: string;
};

/** The file name of a CV, as the person's device names it: a PDF or a Word document. */
const isDocument = (name: string) => /\.(pdf|docx?)$/iu.test(name.trim());

/**
 * The CV field: a file picker that keeps the chosen file's name (nothing leaves the browser, so
 * the file itself stays on the device). Its own component, labelled and described as the field
 * contract asks.
 */
function CvFileField({
  field,
  id,
  helperId,
  describedBy,
  invalid,
  value,
}: FieldProps<CvFileSpec, string>) {
  const [fileName, setFileName] = useState(value.initial);
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.helperText && (
        <p id={helperId} style={{ margin: '0 0 4px' }}>
          {field.helperText}
        </p>
      )}
      <input
        id={id}
        type="file"
        name={field.name}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const name = event.target.files?.[0]?.name ?? '';
          setFileName(name);
          value.change(name);
        }}
        onBlur={value.blur}
      />
      {fileName !== '' && <p style={{ margin: '4px 0 0' }}>{fileName}</p>}
    </div>
  );
}

/**
 * `cvFile`: a kind of the example's own, declared as the engine's kinds are. Its schema refuses a
 * file that is not a PDF or a Word document in its own words (`wrongFile`, in English; a form in
 * another language gives it in its catalog, `kinds.cvFile`), which the field and the error
 * summary show as they are.
 */
export const cvFile = defineKind({
  component: CvFileField,
  empty: '',
  words: { en: { wrongFile: 'Attach a PDF or Word file' } },
  schema: (field: CvFileSpec, required: string, words: CvFileWords) => {
    const refusals = [
      z.refine<string>((name) => name.trim() === '' || isDocument(name), words.wrongFile),
    ];
    if (field.required) refusals.unshift(z.refine<string>((name) => name.trim() !== '', required));
    return z.string(required).check(...refusals);
  },
  // What the schema says, in JSON Schema's words: its patterns have no flags, so each letter
  // says both cases, and white space may follow, as the schema trims it.
  jsonSchema: (field) => {
    const document = { pattern: '\\.([Pp][Dd][Ff]|[Dd][Oo][Cc][Xx]?)\\s*$' };
    return field.required
      ? { type: 'string', ...document }
      : { type: 'string', anyOf: [{ pattern: '^\\s*$' }, document] };
  },
  sample: () => 'cv.pdf',
  properties: () => ({}),
});
