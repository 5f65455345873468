import { Alert, List } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type FormErrorsElsewhereProps<Values> = {
  form: UseFormReturnType<Values>;
  /** The fields the form draws: their errors show beside them. */
  shown: readonly string[];
};

/**
 * The form's errors that belong to no field on screen (a rule about a field the form does not draw, or about the
 * whole form), shown above the submit button, so no validation error is ever swallowed and a submit that is refused
 * always says why.
 */
export function FormErrorsElsewhere<Values>({ form, shown }: FormErrorsElsewhereProps<Values>) {
  const texts = [
    ...new Set(
      Object.entries(form.errors)
        .filter(([field, error]) => !shown.includes(field) && error !== null && error !== undefined && error !== false)
        .map(([, error]) => String(error)),
    ),
  ];
  if (texts.length === 0) return null;
  return (
    <Alert color="red" role="alert" data-form-errors>
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <List size="sm">
          {texts.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
