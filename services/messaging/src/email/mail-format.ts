import { formatMoney, isCurrencyCode, type LanguageCode } from '@koalarent/core';
import { MAIL_LOCALES, mailText } from './strings/index.js';

/**
 * Dates, money and delivery as an e-mail writes them, in the recipient's language: `Intl` with the language's
 * locale, in UTC (the dates are calendar dates; instants say "UTC"). In English this is exactly what the in-app
 * booking messages show ("Mar 1, 2031", "$155.25", "Self Pickup").
 */
export interface MailFormat {
  /** 'yyyy-mm-dd' as a short date ("Mar 1, 2031", "1 mar 2031"); text that is no date is shown as is. */
  calendarDate(iso: string): string;
  /** One date, or "start – end". */
  rentalDates(dates: { startDate: string; endDate: string }): string;
  /** An instant with its time, in UTC ("Feb 27, 2031, 3:04 PM UTC"). */
  instant(iso: string): string;
  money(amount: number, currency: string): string;
  delivery(method: 'pickup' | 'delivery', address: string | null): string;
}

const formats = new Map<LanguageCode, MailFormat>();

export function mailFormat(language: LanguageCode): MailFormat {
  const known = formats.get(language);
  if (known) return known;
  const locale = MAIL_LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateTime = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const calendarDate = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? iso : date.format(d);
  };
  const format: MailFormat = {
    calendarDate,
    rentalDates: ({ startDate, endDate }) =>
      startDate === endDate
        ? calendarDate(startDate)
        : `${calendarDate(startDate)} – ${calendarDate(endDate)}`,
    instant: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : `${dateTime.format(d)} UTC`;
    },
    money: (value, currency) =>
      isCurrencyCode(currency) ? formatMoney(value, currency, locale) : `${amount.format(value)} ${currency}`,
    delivery: (method, address) =>
      method === 'pickup'
        ? mailText(language, 'delivery.pickup')
        : address
          ? mailText(language, 'delivery.to', { address })
          : mailText(language, 'delivery.toGivenAddress'),
  };
  formats.set(language, format);
  return format;
}
