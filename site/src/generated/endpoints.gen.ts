// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import { httpConfig } from './config.gen';
import { type RequestOptions, request } from '../http/client';
import type { JobPageResponse, JobQuery, Submission, SubmissionResponse } from '../http/types';

/** Form submissions (partner, apply): POST /api/servce-city-management/CollectCar/insert */
export function add(body: Submission, options?: RequestOptions): Promise<SubmissionResponse> {
  return request<SubmissionResponse>('POST', httpConfig.endpoints.add.path, { ...options, body });
}

/** Job posts (recruitment list): GET /api/PostInfo/query */
export function query(params?: JobQuery, options?: RequestOptions): Promise<JobPageResponse> {
  return request<JobPageResponse>('GET', httpConfig.endpoints.query.path, { ...options, params });
}
