import { beforeAll, describe, expect, it } from 'vitest';
// One of every notice the server's wording functions write (services/messaging/src/jobs/notice-samples.test.ts keeps
// the file equal to what they write), so a server wording change this reader no longer understands fails here, not
// in a member's thread, where the notice would silently stay in English.
import samples from '../../../../../services/messaging/src/jobs/notice-samples.json';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { parseNotice, parseRentalRequest, renderNotice, renderRentalRequest } from './system-message';

const t = i18n.getFixedT('en', 'messaging');
const en = formattersFor('en');

beforeAll(() => loadNamespaces('messaging'));

describe('the server’s notices, read by the client', () => {
  it.each(samples.notices)('reads and retells %s', (text) => {
    const notice = parseNotice(text);
    expect(notice, text).not.toBeNull();
    if (notice) expect(renderNotice(notice, t, en)).toBe(text);
  });

  it.each(samples.requests)('reads and retells the rental request %#', (text) => {
    const request = parseRentalRequest(text);
    expect(request, text).not.toBeNull();
    if (request) expect(renderRentalRequest(request, t, en)).toBe(text);
  });
});
