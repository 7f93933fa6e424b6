import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * Persisted documents (issue 25 §4): each query and mutation goes out as the SHA-256 of its text, which the gateway
 * finds in the list the build wrote (web/scripts/persisted-documents.ts); a hash it does not know (a gateway on
 * another build) is answered PersistedQueryNotFound, and the link sends the text with it once. Null where the page
 * has no Web Crypto (a plain-HTTP address other than localhost): the text is sent, and the gateway checks it the same.
 */
export function persistedDocumentsLink(): ApolloLink | null {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  return new PersistedQueryLink({
    sha256: async (text: string) => {
      const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
      return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
    },
  });
}
