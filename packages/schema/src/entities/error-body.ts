import { array, type Infer, optional, record, string, type, union } from 'superstruct';

/** The API's error answer: a message, with field errors as lists or a plain list of texts. */
export const ErrorBody = type({
  message: string(),
  errors: optional(union([record(string(), array(string())), array(string())])),
});
export type ErrorBody = Infer<typeof ErrorBody>;
