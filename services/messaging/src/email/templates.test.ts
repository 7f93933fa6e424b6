import { readFileSync, writeFileSync } from 'node:fs';
import type { LanguageCode } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { mailMoney } from '../jobs/booking-amounts.js';
import { mailFormat } from './mail-format.js';
import type { OutgoingMail } from './mailer.js';
import { MAIL_STRINGS } from './strings/index.js';
import { bookingDecisionEmail, bookingRequestEmail, newMessagesEmail } from './templates.js';
import { verificationEmail } from './verification-email.js';

/** Every mail with fixed inputs, its dates and money written for `language` as the jobs do. */
function mailsIn(language: LanguageCode): Record<string, OutgoingMail> {
  const f = mailFormat(language);
  const unsubscribeUrl = 'http://koala.test/u';
  const decision = {
    language,
    to: 'r@example.com',
    renterName: 'Rita Renter',
    itemTitle: 'Tent',
    dates: f.rentalDates({ startDate: '2031-03-01', endDate: '2031-03-03' }),
    link: 'http://koala.test/my-rentals',
    unsubscribeUrl,
  };
  const messages = {
    language,
    to: 'm@example.com',
    name: 'Mia',
    senderName: 'Will Writer',
    link: 'http://koala.test/messages/3',
    unsubscribeUrl,
  };
  return {
    request: bookingRequestEmail({
      language,
      to: 'owner@example.com',
      ownerName: 'Olive Owner',
      renterName: 'Rita <Renter>',
      itemTitle: 'Cordless "drill"',
      dates: f.rentalDates({ startDate: '2031-03-01', endDate: '2031-03-03' }),
      money: mailMoney(
        f,
        { rentMinor: 13_500, feeMinor: 2_025, totalMinor: 15_525, depositMinor: 30_000 },
        'USD',
      ),
      delivery: f.delivery('delivery', '12 Gum Tree Lane, Sydney'),
      message: 'Hi!\nI need it for a <b>weekend</b> project.',
      expiresAt: f.instant('2031-02-27T15:04:00Z'),
      link: 'http://koala.test/profile?tab=requests',
      unsubscribeUrl: 'http://koala.test/api/email/unsubscribe?token=abc',
    }),
    requestNoMessage: bookingRequestEmail({
      language,
      to: 'owner@example.com',
      ownerName: 'Olive Owner',
      renterName: 'Rita Renter',
      itemTitle: 'Tent',
      dates: f.rentalDates({ startDate: '2031-03-01', endDate: '2031-03-01' }),
      money: mailMoney(f, { rentMinor: 3_478, feeMinor: 522, totalMinor: 4_000, depositMinor: 5_000 }, 'EUR'),
      delivery: f.delivery('pickup', null),
      message: null,
      expiresAt: f.instant('2031-02-27T09:30:00Z'),
      link: 'http://koala.test/profile?tab=requests',
      unsubscribeUrl,
    }),
    approved: bookingDecisionEmail({
      ...decision,
      approved: true,
      money: mailMoney(
        f,
        { rentMinor: 13_500, feeMinor: 2_025, totalMinor: 15_525, depositMinor: 30_000 },
        'USD',
      ),
      reason: null,
    }),
    declined: bookingDecisionEmail({
      ...decision,
      approved: false,
      money: null,
      reason: 'Away that weekend',
    }),
    declinedNoReason: bookingDecisionEmail({ ...decision, approved: false, money: null, reason: null }),
    messagesOne: newMessagesEmail({ ...messages, count: 1, latest: 'Is it free?' }),
    messagesMany: newMessagesEmail({ ...messages, count: 3, latest: 'x'.repeat(600) }),
    verification: verificationEmail(
      'v@example.com',
      'Vera <Verify>',
      'http://koala.test/verify-email?token=t0k',
      24,
      language,
    ),
  };
}

describe('e-mail templates', () => {
  it('write English exactly as recorded', () => {
    // Recorded from the English-only templates this replaced (subject, text and HTML, byte for byte), and
    // re-recorded once when the booking mails came to say the charge and the deposit held on separate lines.
    const fixture = new URL('./fixtures/english-mails.json', import.meta.url);
    if (process.env.UPDATE_MAIL_FIXTURES === '1')
      writeFileSync(fixture, `${JSON.stringify(mailsIn('en'), null, 2)}\n`);
    const before = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, OutgoingMail>;
    expect(mailsIn('en')).toEqual(before);
  });

  it('say what approval charges and, on a line of its own, the deposit held', () => {
    const text = mailsIn('en').request!.text;
    expect(text).toContain('Charged when you approve: $155.25 (rent $135.00 + service fee $20.25).');
    expect(text).toContain(
      'Deposit held: $300.00, apart from the charge and released after your condition check.',
    );
    expect(mailsIn('en').approved!.text).toContain('Charged: $155.25 (rent $135.00 + service fee $20.25).');
    expect(mailsIn('de').approved!.text).toContain('Kaution reserviert: $300,00');
    expect(mailsIn('en').declined!.text).not.toContain('Charged');
  });

  it.each(['es', 'fr', 'de', 'zh'] as const)(
    'write every mail in %s, with nothing left in English',
    (language) => {
      const english = mailsIn('en');
      for (const [name, mail] of Object.entries(mailsIn(language))) {
        expect(mail.subject, name).not.toBe(english[name]!.subject);
        expect(`${mail.subject}${mail.text}${mail.html}`, name).not.toMatch(/\{\{\w+\}\}/);
        for (const phrase of ['Hi ', 'The KoalaRent team', 'Or paste this link', 'You are receiving this'])
          expect(`${mail.text}${mail.html}`, `${name}: ${phrase}`).not.toContain(phrase);
        // Links stay exactly the same in every language.
        for (const link of english[name]!.text.match(/https?:\/\/\S+/g) ?? [])
          expect(mail.text, name).toContain(link);
      }
    },
  );

  it('write dates, money and delivery in the reader’s language', () => {
    const request = (language: LanguageCode) => mailsIn(language).request!.text;
    expect(request('es')).toContain('1 mar 2031 – 3 mar 2031');
    expect(request('es')).toContain('155,25');
    expect(request('de')).toContain('1. März 2031');
    expect(request('de')).toContain('Lieferung an 12 Gum Tree Lane, Sydney');
    expect(request('fr')).toContain('155,25');
    expect(request('zh')).toContain('2031年3月1日');
    expect(mailsIn('de').requestNoMessage!.text).toContain('Selbstabholung');
    expect(mailsIn('es').requestNoMessage!.text).toContain(MAIL_STRINGS.es['delivery.pickup']);
    expect(mailFormat('de').money(1234.5, 'EUR')).toBe('€1.234,50');
    expect(mailFormat('en').money(1234.5, 'USD')).toBe('$1,234.50');
    expect(mailFormat('fr').money(12, 'XYZ')).toBe('12,00 XYZ');
  });

  it('choose the singular or the plural of the new-messages mail', () => {
    expect(mailsIn('es').messagesOne!.subject).toBe(
      'Will Writer te ha enviado un mensaje nuevo en KoalaRent',
    );
    expect(mailsIn('es').messagesMany!.subject).toBe(
      'Will Writer te ha enviado 3 mensajes nuevos en KoalaRent',
    );
    expect(mailsIn('zh').messagesMany!.subject).toBe('Will Writer 在 KoalaRent 上给你发来 3 条新消息');
  });

  it('escape member text in every language’s HTML', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'zh'] as const) {
      const { request, verification } = mailsIn(language);
      expect(request!.html).toContain('Rita &#60;Renter&#62;');
      expect(request!.html).not.toContain('<b>weekend');
      expect(verification!.html).toContain('Vera &#60;Verify&#62;');
    }
  });
});
