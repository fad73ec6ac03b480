import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export {
  CODE_FOR_STATUS,
  DEFAULT_ERROR_MESSAGES,
  ERROR_CODES,
  isErrorCode,
  type ErrorBody,
  type ErrorCode,
} from './error-codes';

export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field problems for validation_failed, reasons for weak_password. */
    details: z.unknown().optional(),
  }),
});
