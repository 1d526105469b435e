import type { ContactedCandidate, Resume } from '@jobboard/schema';
import { apiPath } from '../api-path';
import type { QueryParams } from '../query-string';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';
import type { ApiRecord, ContactRequest } from '../types';
import { uploadForm } from './files';

/** Candidate profiles as guests see them, and the contact request links mailed to candidates. */
export function publicCandidateCalls(request: ApiRequest) {
  return {
    /** `GET /candidates` with the caller's query (page, limit, search, segment filters, ...). */
    listCandidates(
      query: QueryParams = {},
      options: CallOptions = {},
    ): Promise<ListResult<Resume>> {
      return request({
        method: 'GET',
        path: 'candidates',
        query,
        read: readList<Resume>,
        ...options,
      });
    },

    /** `GET /candidates?match[uuid]=…`: the first match, or null. */
    getCandidate(uuid: string, options: CallOptions = {}): Promise<Resume | null> {
      return request({
        method: 'GET',
        path: 'candidates',
        query: { 'match[uuid]': uuid },
        read: (body) => readList<Resume>(body).items[0] ?? null,
        ...options,
      });
    },

    /** `GET /candidates/status/{token}`: the contact request behind a mailed link. */
    getContactRequestStatus(token: string, options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: apiPath`candidates/status/${token}`,
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `GET /candidates/status/{token}/approve`. */
    async approveContactRequest(token: string, options: CallOptions = {}): Promise<void> {
      await request({
        method: 'GET',
        path: apiPath`candidates/status/${token}/approve`,
        ...options,
      });
    },

    /** `GET /candidates/status/{token}/decline`. */
    async declineContactRequest(token: string, options: CallOptions = {}): Promise<void> {
      await request({
        method: 'GET',
        path: apiPath`candidates/status/${token}/decline`,
        ...options,
      });
    },
  };
}

/** The candidate's own resume and the contact requests employers sent. */
export function candidateResumeCalls(request: ApiRequest) {
  return {
    /**
     * `GET /candidates?match[uuid]=…` as the candidate: their own resume (with its file), or
     * null while they have none. `uuid` is the user's (or the resume's).
     */
    getOwnResume(uuid: string, options: CallOptions = {}): Promise<Resume | null> {
      return request({
        method: 'GET',
        path: 'candidates',
        query: { 'match[uuid]': uuid },
        read: (body) => readList<Resume>(body).items[0] ?? null,
        ...options,
      });
    },

    /**
     * `GET /resume/clients`; a failure gives an empty list (spec §8), unless `rethrow` asks for
     * the error.
     */
    listContactRequests({
      rethrow = false,
      ...options
    }: CallOptions & { rethrow?: boolean } = {}): Promise<ListResult<ContactRequest>> {
      const call = request({
        method: 'GET',
        path: 'resume/clients',
        read: readList<ContactRequest>,
        ...options,
      });
      return rethrow ? call : swallowFailure(call, { items: [], total: 0 });
    },

    /** `POST /resume/upload` (multipart file and name). */
    uploadResume(file: Blob, name: string, options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'POST',
        path: 'resume/upload',
        body: uploadForm(file, name),
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `GET /resume/download/{token}` as a Blob. */
    downloadResume(token: string, options: CallOptions = {}): Promise<Blob> {
      return request<Blob>({
        method: 'GET',
        path: apiPath`resume/download/${token}`,
        responseType: 'blob',
        ...options,
      });
    },
  };
}

export interface ContactedCandidatesQuery {
  page?: number;
  /** Filters on the connection status (`match[status]`). */
  status?: string;
}

/** Resumes as employers search, buy and contact them. */
export function employerResumeCalls(request: ApiRequest) {
  return {
    /** `GET /resumes` with the caller's query. */
    listResumes(query: QueryParams = {}, options: CallOptions = {}): Promise<ListResult<Resume>> {
      return request({ method: 'GET', path: 'resumes', query, read: readList<Resume>, ...options });
    },

    /** `GET /resumes/{id}`. */
    getResume(id: number | string, options: CallOptions = {}): Promise<Resume> {
      return request({
        method: 'GET',
        path: apiPath`resumes/${id}`,
        read: readData<Resume>,
        ...options,
      });
    },

    /** `POST /resumes/{id}/order`: buys the resume, sending the introduction text. */
    async orderResume(
      id: number | string,
      introduction: string,
      options: CallOptions = {},
    ): Promise<void> {
      await request({
        method: 'POST',
        path: apiPath`resumes/${id}/order`,
        body: { introduction },
        ...options,
      });
    },

    /** `GET /resumes/contacted?page&with=resume&match[status]&order=+created_at`. */
    listContactedCandidates(
      query: ContactedCandidatesQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<ContactedCandidate>> {
      return request({
        method: 'GET',
        path: 'resumes/contacted',
        query: {
          page: query.page,
          with: 'resume',
          'match[status]': query.status,
          order: '+created_at',
        },
        read: readList<ContactedCandidate>,
        ...options,
      });
    },
  };
}
