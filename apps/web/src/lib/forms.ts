import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from './api-client';

/**
 * The words a form shows for one field's refusal: a sentence, or one chosen from the zod issue (its `code`, the
 * `input` after the schema's own trimming, its limits). Undefined keeps the schema's message.
 */
export type FieldMessage = string | ((issue: z.core.$ZodRawIssue) => string | undefined);

/** By field name (the first segment of the issue's path); `''` for issues of the whole form. */
export type FieldMessages = Readonly<Partial<Record<string, FieldMessage>>>;

function messageFor(issue: z.core.$ZodRawIssue, messages: FieldMessages): string | undefined {
  const first = issue.path?.[0];
  const message = messages[typeof first === 'string' ? first : ''];
  return typeof message === 'function' ? message(issue) : message;
}

/**
 * A react-hook-form resolver that checks the form with a contract schema (or one extended from it), so the client
 * refuses exactly what the server refuses. A message the schema itself gives wins; the others are the form's words.
 * The values handed to the submit handler are the schema's output (trimmed, lower-cased, defaults applied).
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messages: FieldMessages = {},
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: (issue) => messageFor(issue, messages) });
}

/**
 * A text field that may be left blank: blank (or only spaces) is "not given" (undefined); anything else is checked
 * by `schema`, the contract's own optional field.
 */
export function blankAsUndefined<T extends z.ZodType<unknown, string | undefined>>(schema: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema);
}

export interface ServerFieldError {
  /** the request field, without the `body.` prefix: `email`, `data.full_name` */
  field: string;
  message: string;
}

/** The field problems of a `validation_failed` answer (`details: [{ field: 'body.email', message }]`). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || error.code !== 'validation_failed' || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !message) return [];
    return [{ field: field.replace(/^body\./, ''), message }];
  });
}

/**
 * Shows the server's field problems (a `validation_failed` answer) on the form's own fields, and focuses the first.
 * `fields` lists the form's fields named like the request's, or maps a request field to the form field that holds it.
 * Returns whether any was shown; the form shows the error where it shows others when none was.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Partial<Record<string, Path<T>>>>,
): boolean {
  const shown = new Set<string>();
  for (const { field, message } of serverFieldErrors(error)) {
    const name = isFieldList(fields) ? fields.find((candidate) => candidate === field) : fields[field];
    if (!name || shown.has(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: shown.size === 0 });
    shown.add(name);
  }
  return shown.size > 0;
}

function isFieldList<T extends FieldValues>(
  fields: readonly Path<T>[] | Readonly<Partial<Record<string, Path<T>>>>,
): fields is readonly Path<T>[] {
  return Array.isArray(fields);
}
