// /admin/api: the API's reference, drawn from its OpenAPI document (decision 037): each feature's
// endpoints with their method, path, who may call them, parameters, body and answers. Our own page and
// script, so the content security policy stays as it is (no hosted viewer).
import { Braces } from 'lucide-react';
import type { ApiDocument, ApiOperation } from '../../../common/contracts/api-docs';
import { API_DOCS_ROUTES } from '../../../common/contracts/api-docs-routes';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { LoadFailed } from '../../components/ui/ListStates';
import { PanelHeading } from '../../components/ui/PanelHeading';
import { LoadingState } from '../../components/ui/Spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useApiDocument } from './api';

const API_DOCS_PATH = API_DOCS_ROUTES.document.path;

type Entry = { method: string; path: string; operation: ApiOperation };

/** Operations by feature (their tag), in the document's order. */
function byFeature(document: ApiDocument): Array<[string, Entry[]]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const feature = operation.tags?.[0] ?? 'other';
      groups.set(feature, [...(groups.get(feature) ?? []), { method: method.toUpperCase(), path, operation }]);
    }
  }
  return [...groups];
}

const typeOf = (schema: unknown) => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? type : 'value';
};

function Operation({ method, path, operation }: Entry) {
  const body = operation.requestBody ? Object.keys(operation.requestBody.content).join(', ') : null;
  return (
    <Card className="p-5" data-testid="api-operation">
      <div className="flex flex-wrap items-center gap-3">
        <Badge>{method}</Badge>
        <code className="font-mono text-sm break-all text-ink">{path}</code>
        <span className="ml-auto text-xs text-stone">{operation['x-access']}</span>
      </div>
      {operation.summary ? <p className="mt-2 text-sm text-ink">{operation.summary}</p> : null}
      {operation.parameters?.length ? (
        <ul className="mt-3 space-y-1 text-sm text-stone">
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.in} ${parameter.name}`}>
              <code className="font-mono text-ink">{parameter.name}</code> ({parameter.in}, {typeOf(parameter.schema)}
              {parameter.required ? ', required' : ''})
            </li>
          ))}
        </ul>
      ) : null}
      {body ? <p className="mt-2 text-sm text-stone">Body: {body}</p> : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {Object.entries(operation.responses).map(([status, answer]) => (
          <div key={status} className="contents">
            <dt className="font-mono text-ink">{status}</dt>
            <dd className="text-stone">
              {answer.description}
              {answer.content ? ` (${Object.keys(answer.content).join(', ')})` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ApiReferencePage() {
  usePageTitle('API reference');
  const document = useApiDocument();
  return (
    <section className="space-y-8">
      <PanelHeading
        icon={Braces}
        title="API reference"
        summary="Every endpoint the definitions describe: who may call it, what it reads and what it answers."
      />
      {document.isPending ? (
        <LoadingState label="Loading the API reference" />
      ) : document.isError ? (
        <LoadFailed message="Failed to load the API reference" read={document} />
      ) : (
        <>
          <p className="text-sm text-stone">
            {document.data.info.description} The document itself:{' '}
            <a className="underline" href={API_DOCS_PATH}>
              {API_DOCS_PATH}
            </a>
            .
          </p>
          {byFeature(document.data).map(([feature, entries]) => (
            <div key={feature} className="space-y-3">
              <h3 className="font-display text-xl text-ink">{feature}</h3>
              {entries.map((entry) => (
                <Operation key={`${entry.method} ${entry.path}`} {...entry} />
              ))}
            </div>
          ))}
          {document.data['x-left-out']?.map((left) => (
            <p key={left.path} className="text-sm text-stone">
              <code className="font-mono text-ink">{left.path}</code>: {left.reason}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
