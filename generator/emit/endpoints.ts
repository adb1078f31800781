import type { Manifest } from '../manifest/schema.ts';
import { quote, sortedRecord } from './literal.ts';
import { camelCase, exportedFunction, namedImport, type Statement, typeImport } from './source.ts';

/**
 * §7's named endpoints as typed functions over the request helper: GET sends its parameters as
 * the query string, the other methods a JSON body. Their types are named in the manifest and
 * exported by site/src/http/types.ts, so a misspelt type fails type checking.
 */
export function endpointsStatements(manifest: Manifest): Statement[] {
  const endpoints = Object.entries(sortedRecord(manifest.app.http.endpoints));
  const types = new Set<string>();
  for (const [, endpoint] of endpoints) {
    for (const name of [endpoint.params, endpoint.body, endpoint.response]) if (name) types.add(name);
  }
  const untypedGet = endpoints.some(([, endpoint]) => endpoint.method === 'GET' && !endpoint.params);
  const statements: Statement[] = [
    namedImport('./config.gen', ['httpConfig'], false),
    namedImport(
      '../http/client',
      [...(untypedGet ? ['type QueryValue'] : []), 'type RequestOptions', 'request'],
      false,
    ),
  ];
  if (types.size > 0) statements.push(typeImport('../http/types', [...types]));
  for (const [name, endpoint] of endpoints) {
    const response = endpoint.response ?? 'unknown';
    const docs = `${endpoint.description ? `${endpoint.description}: ` : ''}${endpoint.method} ${endpoint.path}`;
    const path = `httpConfig.endpoints${/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${quote(name)}]`}.path`;
    const call =
      endpoint.method === 'GET'
        ? {
            parameter: `params?: ${endpoint.params ?? 'Readonly<Record<string, QueryValue>>'}`,
            init: '{ ...options, params }',
          }
        : { parameter: `body${endpoint.body ? '' : '?'}: ${endpoint.body ?? 'unknown'}`, init: '{ ...options, body }' };
    statements.push(
      exportedFunction(
        camelCase(name),
        {
          parameters: [call.parameter, 'options?: RequestOptions'],
          returnType: `Promise<${response}>`,
          body: [`return request<${response}>(${quote(endpoint.method)}, ${path}, ${call.init});`],
        },
        docs,
      ),
    );
  }
  return statements;
}
