import type { FormErrors } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { st } from '@/i18n';

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
    if (key && !(key in errors)) errors[key] = st(issue.message);
  }
  return errors;
}

/** A loader that imports once (and again after a failure); for `useLazySchema`. */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A form schema (and zod, 25 KB gzip) that loads when the visitor first touches the page (a key, a press or focus
 * moving), or at the latest when the form asks for it, instead of delaying the screen or keeping the main thread
 * busy while it first shows: for a screen most visits open first (/login). Use the answer in an async `validate` and
 * submit handler. If the schema cannot be loaded, the route's error boundary offers a reload, as for a screen that
 * cannot be loaded.
 */
export function useLazySchema<S extends z.ZodType>(load: () => Promise<S>): () => Promise<S> {
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const start = () => {
      stop();
      load().catch((error: unknown) => setFailure({ error }));
    };
    const stop = () => {
      for (const event of events) document.removeEventListener(event, start, true);
    };
    for (const event of events) document.addEventListener(event, start, true);
    return stop;
  }, [load]);
  return useCallback(
    () =>
      load().catch((error: unknown) => {
        setFailure({ error });
        throw error;
      }),
    [load],
  );
}
