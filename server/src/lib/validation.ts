import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from './safe-text.ts';

/** Refuses any input holding a NUL or an unpaired surrogate, naming each field that does. */
const SafeInput = z.unknown().superRefine((value, ctx) => {
  for (const path of unsafeTextPaths(value)) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
});

/**
 * The app's validator compiler: the one place that decides what input is acceptable. Before a
 * route's own zod schema (params, querystring, body, headers) runs, every string and key in that
 * part is checked for unsafe text (lib/safe-text.ts). Both failures have the same shape, so the
 * error handler answers 400 VALIDATION_FAILED naming the field either way.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const checkText = validatorCompiler({ ...route, schema: SafeInput });
  const validate = validatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously with `{ error }` or `{ value }`.
    const text = checkText(data) as { error?: FastifySchemaValidationError[] };
    return text.error ? text : validate(data);
  };
};

/**
 * The same refusal for input no schema compiler sees (the fields and file name of a multipart
 * upload, read in the handler): a 400 VALIDATION_FAILED naming each field with unsafe text.
 */
export function assertSafeText(value: Record<string, unknown>): void {
  const paths = unsafeTextPaths(value);
  if (paths.length === 0) return;
  throw new AppError(400, 'VALIDATION_FAILED', UNSAFE_TEXT_MESSAGE, {
    errors: paths.map((path) => ({ path: path.join('.'), message: UNSAFE_TEXT_MESSAGE })),
  });
}
