import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Validates form values with a shared zod schema, so each validation text exists once (packages/shared), and
 * answers Mantine's `{ field: message }` with the first message per field.
 */
export function zodFormErrors(schema: z.ZodType, values: unknown): FormErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
