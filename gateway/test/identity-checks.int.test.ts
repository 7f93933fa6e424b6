import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createQueue } from '@koalarent/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableItem, bookingBody, card, day, eventually, rest, restRequest } from './bookings-fixtures.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { openSocket, startStack, type TestStack, waitForMails } from './harness.js';

/**
 * Issue 26 §1 and §4: identity checks through both doors of a real gateway (PostgreSQL, Redis, the workers). A
 * member submits private uploads of their own (201), sees `submitted`, cannot submit twice or with uploads that are
 * not their unused private ones (400/409, nothing changed); the admins' queue names the photos by signed links
 * only; a rejection needs a reason, is audited and mailed in the member's language; the member resubmits, an admin
 * verifies (audited, mailed), `identityVerified` turns true, and a decided check cannot be decided again.
 */

let stack: TestStack;
let dataDir: string;
let admin: Member;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'koala-data-'));
  stack = await startStack({ DATA_DIR: dataDir, PRIVATE_UPLOAD_DIR: path.join(dataDir, 'private') });
  admin = await signedInAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** SQL against the stack's database, its rows typed as the test reads them. */
async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await stack.gateway.deps.orm.em.fork().getConnection().execute(text, params)) as T[];
}

let shade = 0;
async function upload(member: Member, options: { private: boolean } = { private: true }): Promise<string> {
  shade += 1;
  const data = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: shade, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([data], { type: 'image/jpeg' }), 'id.jpg');
  const res = await fetch(`${stack.baseUrl}/api/uploads${options.private ? '?private=true' : ''}`, {
    method: 'POST',
    body: form,
    headers: { cookie: member.client.cookieHeader },
  });
  expect(res.status).toBe(201);
  return String(((await res.json()) as { id: string }).id);
}

async function photos(member: Member) {
  return {
    documentUploadIds: [await upload(member), await upload(member)],
    selfieUploadId: await upload(member),
  };
}

const submit = (member: Member, body: unknown) =>
  member.client.request<{ id: number; status: string; message?: string }>(
    'POST',
    '/api/identity-checks',
    body,
  );

const decide = (id: number, body: unknown, by: Member = admin) =>
  by.client.request<{ id: number; status: string; reason: string | null; message?: string }>(
    'PUT',
    `/api/admin/identity-checks/${id}`,
    body,
  );

const standing = async (member: Member) =>
  (await member.client.request<{ status: string; reason: string | null }>('GET', '/api/identity-checks/me'))
    .body;

async function emailOf(member: Member): Promise<string> {
  const [row] = await rows<{ email: string }>('select email from users where id = ?', [member.id]);
  return row!.email;
}

async function identityVerified(member: Member): Promise<boolean> {
  const [row] = await rows<{ identity_verified: boolean }>(
    'select identity_verified from users where id = ?',
    [member.id],
  );
  return row!.identity_verified;
}

const auditRows = (checkId: number) =>
  rows<{ action: string; actor_id: number; after: Record<string, unknown> }>(
    "select action, actor_id, after from audit_entries where target_type = 'identity_check' and target_id = ? order by id",
    [checkId],
  );

/** The member's bell: their newest unread notices. */
async function bell(member: Member) {
  const res = await member.client.graphql<{
    notifications: {
      senderId: number;
      kind: string;
      content: string;
      notice: { kind: string; params: { note: string | null } } | null;
    }[];
  }>('{ notifications(first: 5) { senderId kind content notice { kind params { note } } } }');
  return res.body.data?.notifications ?? [];
}

describe('identity checks', () => {
  it('takes a member’s own unused private uploads once, refusing everything else unchanged', async () => {
    const member = await signedInMember(stack);
    const other = await signedInMember(stack);
    expect(await standing(member)).toEqual({ status: 'none', reason: null });
    const mine = await photos(member);
    const bad: [unknown, number][] = [
      [{}, 400],
      [{ documentUploadIds: [], selfieUploadId: mine.selfieUploadId }, 400],
      [{ documentUploadIds: mine.documentUploadIds }, 400],
      [{ documentUploadIds: ['not-an-id'], selfieUploadId: mine.selfieUploadId }, 400],
      [{ documentUploadIds: [mine.selfieUploadId], selfieUploadId: mine.selfieUploadId }, 400],
      [{ ...mine, documentUploadIds: [...mine.documentUploadIds, await upload(member)] }, 400],
      // Another member's private upload, and a public upload of one's own.
      [{ ...mine, selfieUploadId: await upload(other) }, 400],
      [{ ...mine, selfieUploadId: await upload(member, { private: false }) }, 400],
    ];
    for (const [body, status] of bad)
      expect((await submit(member, body)).status, JSON.stringify(body)).toBe(status);
    expect(await rows('select id from identity_checks where user_id = ?', [member.id])).toEqual([]);
    expect((await standing(member)).status).toBe('none');

    const first = await submit(member, mine);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('submitted');
    expect(await standing(member)).toEqual({ status: 'submitted', reason: null });
    // A second while the first waits, even with fresh photos; the same photos again are used up.
    expect((await submit(member, await photos(member))).status).toBe(409);
    const anon = await fetch(`${stack.baseUrl}/api/identity-checks/me`);
    expect(anon.status).toBe(401);
    // Members cannot see the queue nor decide.
    expect((await other.client.request('GET', '/api/admin/identity-checks')).status).toBe(403);
    expect((await decide(first.body.id, { decision: 'verified' }, other)).status).toBe(403);
    expect(await identityVerified(member)).toBe(false);
  });

  it('runs submit → reject (with a reason, audited, mailed in the member’s language) → resubmit → verify', async () => {
    const member = await signedInMember(stack);
    expect((await member.client.request('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(
      200,
    );
    const submitted = await submit(member, await photos(member));
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;

    // The queue shows the member and signed links, which an admin can open.
    const queue = await admin.client.request<
      { id: number; userId: number; fullName: string; documentUrls: string[]; selfieUrl: string }[]
    >('GET', '/api/admin/identity-checks');
    expect(queue.status).toBe(200);
    const entry = queue.body.find((c) => c.id === id)!;
    expect(entry).toMatchObject({ userId: member.id, fullName: 'Test Person' });
    expect(entry.documentUrls).toHaveLength(2);
    for (const url of [...entry.documentUrls, entry.selfieUrl]) {
      expect(url).toMatch(/^\/api\/private-uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/);
      const image = await fetch(stack.baseUrl + url, { headers: { cookie: admin.client.cookieHeader } });
      expect(image.status).toBe(200);
      expect(
        (await fetch(stack.baseUrl + url, { headers: { cookie: member.client.cookieHeader } })).status,
      ).toBe(403);
    }

    // Rejecting needs a reason; a bad decision changes nothing.
    for (const body of [
      { decision: 'rejected' },
      { decision: 'rejected', reason: '  ' },
      { decision: 'maybe' },
      {},
    ])
      expect((await decide(id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await decide(999_999, { decision: 'verified' })).status).toBe(404);
    expect(await auditRows(id)).toEqual([]);
    expect((await standing(member)).status).toBe('submitted');

    const rejected = await decide(id, {
      decision: 'rejected',
      reason: 'The photo of the document is blurred.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'The photo of the document is blurred.',
    });
    expect((await decide(id, { decision: 'verified' })).status).toBe(409);
    expect(await standing(member)).toEqual({
      status: 'rejected',
      reason: 'The photo of the document is blurred.',
    });
    expect(await auditRows(id)).toEqual([
      {
        action: 'identity.reject',
        actor_id: admin.id,
        after: expect.objectContaining({ status: 'rejected', identityVerified: false, userId: member.id }),
      },
    ]);
    // The first mail to the member was the address check at sign-up.
    const rejection = (await waitForMails(stack.mailboxDir, await emailOf(member), 2)).find(
      (m) => m.subject === 'Deine Identitätsprüfung wurde nicht angenommen',
    );
    expect(rejection!.subject).toBe('Deine Identitätsprüfung wurde nicht angenommen');
    expect(rejection!.text).toContain('The photo of the document is blurred.');
    expect(rejection!.text).not.toMatch(/private-uploads|\.webp|[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await identityVerified(member)).toBe(false);
    // Told in the app as well: the bell's notice from the admin, with the reason, naming no photo.
    await expect
      .poll(() => bell(member), { timeout: 10_000 })
      .toEqual([
        {
          senderId: admin.id,
          kind: 'SYSTEM',
          content:
            'Your identity check was not accepted. Reason: The photo of the document is blurred. You can submit a new check from your profile.',
          notice: { kind: 'IDENTITY_REJECTED', params: { note: 'The photo of the document is blurred.' } },
        },
      ]);

    // Resubmitted over GraphQL, verified over GraphQL.
    const again = await photos(member);
    const resubmit = await member.client.graphql<{ submitIdentityCheck: { id: number; status: string } }>(
      'mutation($input: SubmitIdentityCheckInput!) { submitIdentityCheck(input: $input) { id status } }',
      { input: again },
    );
    expect(resubmit.body.errors).toBeUndefined();
    const secondId = resubmit.body.data!.submitIdentityCheck.id;
    expect((await standing(member)).status).toBe('submitted');
    const verified = await admin.client.graphql<{ decideIdentityCheck: { status: string } }>(
      'mutation($id: Int!) { decideIdentityCheck(id: $id, decision: "verified") { status } }',
      { id: secondId },
    );
    expect(verified.body.data?.decideIdentityCheck.status).toBe('verified');
    expect(await identityVerified(member)).toBe(true);
    expect(await standing(member)).toEqual({ status: 'verified', reason: null });
    expect((await auditRows(secondId)).map((r) => r.action)).toEqual(['identity.verify']);
    await expect
      .poll(async () => (await bell(member)).map((m) => m.notice?.kind), { timeout: 10_000 })
      .toEqual(['IDENTITY_VERIFIED', 'IDENTITY_REJECTED']);
    const mails = await waitForMails(stack.mailboxDir, await emailOf(member), 3);
    expect(mails.map((m) => m.subject)).toContain('Deine Identität ist bestätigt');
    // Once verified, nothing more to submit.
    expect((await submit(member, await photos(member))).status).toBe(409);
    const me = await member.client.graphql<{ myIdentityCheck: { status: string } }>(
      '{ myIdentityCheck { status reason } }',
    );
    expect(me.body.data?.myIdentityCheck.status).toBe('verified');
  });
});

describe('the live Identity queue', () => {
  it("tells an admin's socket of each check submitted and decided; a member may not listen", async () => {
    const member = await signedInMember(stack);
    const heard: number[] = [];
    const errors: string[] = [];
    const { ws } = await openSocket(stack, { cookie: admin.client.cookieHeader });
    const listener = await openSocket(stack, { cookie: member.client.cookieHeader });
    try {
      ws.subscribe(
        { query: 'subscription { identityChecksChanged }' },
        {
          next: (value) =>
            heard.push((value.data as { identityChecksChanged: number }).identityChecksChanged),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      listener.ws.subscribe(
        { query: 'subscription { identityChecksChanged }' },
        {
          next: (value) => errors.push(String(value.errors?.[0]?.extensions?.code)),
          error: (error) =>
            errors.push(String((error as { extensions?: { code?: string } }[])[0]?.extensions?.code)),
          complete: () => undefined,
        },
      );
      // The subscriptions are in place before the check is submitted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const submitted = await submit(member, await photos(member));
      expect(submitted.status).toBe(201);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([submitted.body.id]);
      expect((await decide(submitted.body.id, { decision: 'verified' })).status).toBe(200);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([submitted.body.id, submitted.body.id]);
      expect(errors).toEqual(['FORBIDDEN']);
    } finally {
      await ws.dispose();
      await listener.ws.dispose();
    }
  });
});

describe('ranks (spec §9)', () => {
  it('keeps senior and above for members whose identity an admin verified', async () => {
    const owner = await signedInMember(stack);
    const renter = await signedInMember(stack);
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 10, securityDeposit: 20 });
    // Ten completed rentals between the two, each side rating the other 5 stars.
    for (let i = 0; i < 10; i++) {
      const booking = (
        await restRequest(renter, bookingBody(item, day(300 + i * 2), day(300 + i * 2), card()))
      ).body;
      for (const [who, action, body] of [
        [owner, 'approve', {}],
        [renter, 'received', {}],
        [renter, 'returned', { notes: '' }],
        [owner, 'confirmCondition', {}],
        [owner, 'review', { rating: 5 }],
        [renter, 'review', { rating: 5 }],
      ] as const)
        expect((await rest(who, action, booking.id, body)).status, `${action} ${i}`).toBe(200);
    }
    const profile = async (member: Member) =>
      (
        await renter.client.request<{ koalaRank: string; identityVerified: boolean; isVerified: boolean }>(
          'GET',
          `/api/users/${member.id}`,
        )
      ).body;
    // Ten rentals at 5 stars would make them senior: without a verified identity they stay junior.
    expect(await profile(owner)).toMatchObject({
      koalaRank: 'junior',
      identityVerified: false,
      isVerified: true,
    });
    expect(await profile(renter)).toMatchObject({ koalaRank: 'junior', identityVerified: false });

    const ownerCheck = (await submit(owner, await photos(owner))).body.id;
    const renterCheck = (await submit(renter, await photos(renter))).body.id;
    expect((await decide(ownerCheck, { decision: 'verified' })).status).toBe(200);
    expect(
      (
        await decide(renterCheck, {
          decision: 'rejected',
          reason: 'The selfie is not of the document holder.',
        })
      ).status,
    ).toBe(200);
    // The bookings worker recounts the rank on the decision's event.
    await eventually(async () => expect((await profile(owner)).koalaRank).toBe('senior'));
    expect(await profile(owner)).toMatchObject({ identityVerified: true, isVerified: true });
    expect(await profile(renter)).toMatchObject({ koalaRank: 'junior', identityVerified: false });
    const gql = await renter.client.graphql<{ user: { identityVerified: boolean; koalaRank: string } }>(
      'query($id: Int!) { user(id: $id) { identityVerified koalaRank } }',
      { id: owner.id },
    );
    expect(gql.body.data?.user).toEqual({ identityVerified: true, koalaRank: 'senior' });
    // The owner's own session sees it at once (the cached snapshot is dropped on the change).
    const me = await owner.client.graphql<{ me: { identityVerified: boolean } }>(
      '{ me { identityVerified } }',
    );
    expect(me.body.data?.me.identityVerified).toBe(true);
  }, 120_000);
});

describe('the deletion of identity photos', () => {
  it('deletes the photos 30 days after the decision (the core worker’s job), keeping the decision', async () => {
    const queue = createQueue('core', stack.workers[3]!.deps.redis, stack.config.REDIS_PREFIX);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'remove-decided-identity-documents')?.pattern).toBe('41 * * * *');
    const privateFiles = async (ids: string[]) =>
      (await readdir(path.join(dataDir, 'private'), { recursive: true }).catch(() => [] as string[])).filter(
        (f) => ids.some((id) => f.startsWith(`${id}/`)),
      );
    const decided = async (decision: 'verified' | 'rejected') => {
      const member = await signedInMember(stack);
      const uploads = await photos(member);
      const id = (await submit(member, uploads)).body.id;
      expect(
        (await decide(id, { decision, reason: decision === 'rejected' ? 'Unreadable.' : null })).status,
      ).toBe(200);
      return { id, uploadIds: [...uploads.documentUploadIds, uploads.selfieUploadId] };
    };
    const old = await decided('rejected');
    const recent = await decided('verified');
    const waiting = await signedInMember(stack);
    const waitingUploads = await photos(waiting);
    expect((await submit(waiting, waitingUploads)).status).toBe(201);
    const queueEntry = async (id: number) =>
      (
        await admin.client.request<{ id: number; documentUrls: string[] | null; selfieUrl: string | null }[]>(
          'GET',
          '/api/admin/identity-checks?status=all',
        )
      ).body.find((c) => c.id === id)!;
    const oldLink = (await queueEntry(old.id)).selfieUrl!;
    expect(
      (await fetch(stack.baseUrl + oldLink, { headers: { cookie: admin.client.cookieHeader } })).status,
    ).toBe(200);

    // The clock moved forward by moving the decisions back: 31 days for one, 29 for the other.
    await rows("update identity_checks set decided_at = now() - interval '31 days' where id = ?", [old.id]);
    await rows("update identity_checks set decided_at = now() - interval '29 days' where id = ?", [
      recent.id,
    ]);
    const job = await queue.add('remove-decided-identity-documents', {});
    await eventually(async () => expect(await job.isCompleted()).toBe(true));
    const finished = await queue.getJob(job.id!);
    // What the job reports (and logs) is counts, never a file name.
    expect(finished!.returnvalue).toEqual({ checks: 1, uploads: 3 });

    expect(await privateFiles(old.uploadIds)).toEqual([]);
    expect(await rows('select id from uploads where id::text in (?)', [old.uploadIds])).toEqual([]);
    expect((await privateFiles(recent.uploadIds)).length).toBe(3);
    expect(
      (await privateFiles([...waitingUploads.documentUploadIds, waitingUploads.selfieUploadId])).length,
    ).toBe(3);
    // The decision stays; the queue has no links left for it, and the old link finds nothing.
    const [row] = await rows<{ status: string; reason: string; documents_deleted_at: Date | null }>(
      'select status, reason, documents_deleted_at from identity_checks where id = ?',
      [old.id],
    );
    expect(row).toMatchObject({ status: 'rejected', reason: 'Unreadable.' });
    expect(row!.documents_deleted_at).not.toBeNull();
    expect(await queueEntry(old.id)).toMatchObject({ documentUrls: null, selfieUrl: null });
    expect(
      (await fetch(stack.baseUrl + oldLink, { headers: { cookie: admin.client.cookieHeader } })).status,
    ).toBe(404);
    // Running it again finds nothing more to do.
    const again = await queue.add('remove-decided-identity-documents', {});
    await eventually(async () => expect(await again.isCompleted()).toBe(true));
    expect((await queue.getJob(again.id!))!.returnvalue).toEqual({ checks: 0, uploads: 0 });
    await queue.close();
  });
});
