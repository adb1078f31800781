import { type HttpError, isHttpError } from '../../../site/src/http/errors';

/** The `HttpError` a call rejects with; anything else (a resolution, another error) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (isHttpError(error)) return error;
    throw error;
  }
  throw new Error('the call resolved; a rejection with an HttpError was expected');
}
