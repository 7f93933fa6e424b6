/** One e-mail in the development mailbox (GET /api/dev/mailbox). */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  text: string;
  html: string;
  links: string[];
}

const MAILBOX_PATH = '/api/dev/mailbox';

function isMessage(value: unknown): value is MailboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.id === 'string' || typeof v.id === 'number') &&
    typeof v.to === 'string' &&
    typeof v.subject === 'string' &&
    typeof v.createdAt === 'string'
  );
}

/** Keeps well-formed messages (defaulting the optional parts), newest first. */
export function normaliseMailbox(body: unknown): MailboxMessage[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter(isMessage)
    .map((m) => ({
      id: String(m.id),
      to: m.to,
      subject: m.subject,
      createdAt: m.createdAt,
      text: typeof m.text === 'string' ? m.text : '',
      html: typeof m.html === 'string' ? m.html : '',
      links: Array.isArray(m.links) ? m.links.filter((link): link is string => typeof link === 'string') : [],
    }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id));
}

/** Only http(s) links are rendered as anchors. */
export function isSafeLink(link: string): boolean {
  try {
    const url = new URL(link, 'http://localhost');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type MailboxResult =
  | { kind: 'ok'; messages: MailboxMessage[] }
  | { kind: 'disabled' }
  | { kind: 'error' };

export async function fetchMailbox(fetcher: typeof fetch = fetch): Promise<MailboxResult> {
  try {
    const response = await fetcher(MAILBOX_PATH, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return { kind: 'disabled' };
    if (!response.ok) return { kind: 'error' };
    return { kind: 'ok', messages: normaliseMailbox(await response.json()) };
  } catch {
    return { kind: 'error' };
  }
}
