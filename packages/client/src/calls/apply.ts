import { ApplyFileUploadAnswer, type JobApplication } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import type { ApiRequest, CallOptions } from '../request';
import { uploadForm } from './files';

/**
 * Applying to a job, in the public and the candidate API: apart from the job calls, so a board
 * that only shows jobs does not load the application's code and its upload form.
 */
export function applyCalls(request: ApiRequest) {
  return {
    /** `POST /jobs/{uuid}/apply` with the application (cv and motivation are upload tokens). */
    async applyToJob(
      uuid: string,
      application: JobApplication,
      options: CallOptions = {},
    ): Promise<void> {
      await request({
        method: 'POST',
        path: apiPath`jobs/${uuid}/apply`,
        body: application,
        ...options,
      });
    },

    /** `POST /jobs/{id}/apply/file-upload`: uploads a CV or motivation; resolves with its token. */
    uploadApplyFile(
      jobId: string | number,
      file: Blob,
      name: string,
      options: CallOptions = {},
    ): Promise<string> {
      return request({
        method: 'POST',
        path: apiPath`jobs/${jobId}/apply/file-upload`,
        body: uploadForm(file, name),
        read: (body) => ApplyFileUploadAnswer.create(readData(body)).token,
        ...options,
      });
    },
  };
}
