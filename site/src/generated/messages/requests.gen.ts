// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `requests` message bundle. */
export type RequestsMessageKey =
  | 'requestErrors.http'
  | 'requestErrors.network'
  | 'requestErrors.notFound'
  | 'requestErrors.refused'
  | 'requestErrors.retry'
  | 'requestErrors.server'
  | 'requestErrors.serverGeneric'
  | 'requestErrors.timeout'
  | 'requestErrors.unauthorized'
  | 'requestErrors.unreadable';

/** The `requests` bundle of spec/messages.yaml; read it with `useMessages(requestsMessages)`. */
export const requestsMessages: Readonly<Record<Locale, Readonly<Record<RequestsMessageKey, string>>>> = {
  'en-US': {
    'requestErrors.http': 'The server could not process the request (error {status}).',
    'requestErrors.network': 'The server could not be reached. Please check your connection.',
    'requestErrors.notFound': 'The service could not be found.',
    'requestErrors.refused': 'The request was not allowed.',
    'requestErrors.retry': 'Try again',
    'requestErrors.server': 'The server ran into a problem: {msg}',
    'requestErrors.serverGeneric': 'The server ran into a problem.',
    'requestErrors.timeout': 'The server did not answer in time.',
    'requestErrors.unauthorized': 'The server refused the request (not authorised).',
    'requestErrors.unreadable': 'The server\'s answer could not be read.',
  },
  'zh-CN': {
    'requestErrors.http': '服务器无法处理该请求（错误 {status}）。',
    'requestErrors.network': '无法连接服务器，请检查网络连接。',
    'requestErrors.notFound': '未找到该服务。',
    'requestErrors.refused': '该请求不被允许。',
    'requestErrors.retry': '重试',
    'requestErrors.server': '服务器出现问题：{msg}',
    'requestErrors.serverGeneric': '服务器出现问题。',
    'requestErrors.timeout': '服务器响应超时。',
    'requestErrors.unauthorized': '服务器拒绝了请求（未授权）。',
    'requestErrors.unreadable': '无法读取服务器的响应。',
  },
};
