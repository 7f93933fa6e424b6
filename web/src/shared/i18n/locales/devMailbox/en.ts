/** English strings of the 'devMailbox' namespace: the local development mailbox (/dev/mailbox). */
export default {
  title: 'Local Mailbox',
  subtitle: 'E-mails sent by this development server.',
  loading: 'Loading',
  disabled: 'The local mailbox is disabled on this server.',
  error: 'Something went wrong. Please try again later.',
  count_one: '{{count, number}} message',
  count_other: '{{count, number}} messages',
  refresh: 'Refresh',
  emptyTitle: 'No messages yet',
  emptyDescription: 'E-mails the server sends will appear here.',
  listLabel: 'Messages',
  to: 'To: {{to}}',
  date: 'Date: {{date}}',
  links: 'Links',
  frameTitle: 'E-mail: {{subject}}',
  selectPrompt: 'Select a message to read it.',
} as const;
