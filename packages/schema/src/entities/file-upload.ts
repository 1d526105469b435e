import { type Infer, string, type } from 'superstruct';

/** The answer of `POST /files/upload`. */
export const FileUploadAnswer = type({
  data: type({
    public_url: string(),
  }),
});
export type FileUploadAnswer = Infer<typeof FileUploadAnswer>;
