/**
 * Writes `<outDir>/persisted-documents.json` (issue 25 §4): every GraphQL operation the web app can send, by the
 * SHA-256 of its text exactly as the browser sends it. Run by `vite build` after both halves of the build
 * (vite.config.ts); the gateway reads the file at start (gateway/src/graphql/persisted-documents.ts).
 *
 * "As the browser sends it" is not the source text: Apollo Client adds `__typename` and may rewrite a document before
 * its link chain sees it. So each document is put through a real ApolloClient (the app's cache, no network) whose
 * terminating link records what it is given, and that is printed with Apollo's own `print`, as the persisted-query
 * link and the HTTP link print it.
 *
 * Usage: node --import tsx scripts/persisted-documents.ts <outDir>
 */
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import { EMPTY } from 'rxjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const src = path.resolve(here, '..', 'src');

/** The modules that hold documents: `*.query.ts`, `*.mutation.ts`, `*.subscription.ts` and any under a graphql/. */
function documentModules(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...documentModules(full));
    else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      (/\.(query|mutation|subscription)\.ts$/.test(entry.name) || path.basename(dir) === 'graphql')
    )
      found.push(full);
  }
  return found.sort();
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

/** What the link chain receives for each document, through a client configured as the app's. */
async function asSent(documents: DocumentNode[]): Promise<DocumentNode[]> {
  const seen: DocumentNode[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      seen.push(operation.query);
      return EMPTY;
    }),
  });
  for (const document of documents) {
    const operation = operationOf(document)?.operation;
    const before = seen.length;
    if (operation === 'query')
      await client.query({ query: document, fetchPolicy: 'network-only' }).catch(() => undefined);
    else if (operation === 'mutation') await client.mutate({ mutation: document }).catch(() => undefined);
    else if (operation === 'subscription') {
      const subscription = client.subscribe({ query: document }).subscribe({ error: () => undefined });
      subscription.unsubscribe();
    }
    if (seen.length === before)
      throw new Error(`no request was made for ${operationOf(document)?.name?.value}`);
  }
  return seen;
}

export async function persistedDocuments(): Promise<Record<string, string>> {
  const documents = new Map<string, DocumentNode>();
  for (const file of documentModules(src)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (isDocument(value) && operationOf(value)) documents.set(print(value), value);
  }
  const sent = await asSent([...documents.values()]);
  const byHash: Record<string, string> = {};
  for (const document of sent) {
    const text = print(document);
    byHash[createHash('sha256').update(text).digest('hex')] = text;
  }
  return Object.fromEntries(Object.entries(byHash).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const outDir = process.argv[2];
if (outDir) {
  const documents = await persistedDocuments();
  writeFileSync(
    path.join(outDir, 'persisted-documents.json'),
    `${JSON.stringify({ version: 1, documents }, null, 1)}\n`,
  );
  console.log(`persisted-documents.json: ${Object.keys(documents).length} documents`);
}
