import { applyCalls } from '../calls/apply';
import { fileUploadCalls } from '../calls/files';
import { publicOrderCalls } from '../calls/orders';
import { publicCandidateCalls } from '../calls/resumes';
import type { ApiRequest } from '../request';

/**
 * The public calls that send what a visitor fills in or acts on beyond reading: applying,
 * orders, uploads, candidates' resumes and contact requests. A chunk of their own, loaded on the
 * first of them, so a visit that only reads (a first page) does not carry their code.
 */
export function publicFormCalls(request: ApiRequest) {
  return {
    ...applyCalls(request),
    ...publicCandidateCalls(request),
    ...publicOrderCalls(request),
    ...fileUploadCalls(request),
  };
}
