import { useState } from 'react';
import { defineKind, type CustomFieldSpec, type FieldProps } from 'stepform';
import * as z from 'zod/mini';

// Its own star rating, on purpose, not the engine's test kit (src/form-engine/test-kit): this app
// is copied out of the repository and installed from the packed tarball as another team would, so
// it may import only what the package ships, and the test kit is not shipped (tsconfig.build.json
// leaves it out). The kind is written here as the engine README tells a user to write one.

/** A row of five stars as radio buttons: the field contract gives it its id, error and value. */
function StarRatingField({
  field,
  id,
  describedBy,
  invalid,
  value,
}: FieldProps<CustomFieldSpec, number | null>) {
  const [stars, setStars] = useState(value.initial);
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>
        {field.label}
        {field.required && ' *'}
      </legend>
      {[1, 2, 3, 4, 5].map((count) => (
        <label key={count}>
          <input
            type="radio"
            id={count === 1 ? id : undefined}
            name={field.name}
            checked={stars === count}
            onChange={() => {
              setStars(count);
              value.change(count);
            }}
            onBlur={value.blur}
          />
          {count} {count === 1 ? 'star' : 'stars'}
        </label>
      ))}
    </fieldset>
  );
}

/** A star rating from 1 to 5; `null` until one is chosen. */
export const starRating = defineKind({
  component: StarRatingField,
  empty: null as number | null,
  schema: (field: CustomFieldSpec, required: string) =>
    field.required ? z.number(required) : z.nullable(z.number()),
  format: (stars, _field, words) => (stars === null ? words.notProvided : `${stars} of 5`),
  jsonSchema: () => ({ type: ['integer', 'null'], minimum: 1, maximum: 5 }),
  sample: () => 4,
});
