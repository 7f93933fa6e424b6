import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../../app/theme';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { RentalCalendar, type RentalCalendarProps } from './rental-calendar';

beforeAll(() => loadNamespaces('rental'));

/** The calendar's HTML as the browser first receives it. */
function render(
  startDate: string | null,
  endDate: string | null,
  today = '2026-11-25',
  availability: Pick<RentalCalendarProps, 'ranges' | 'bounds'> = { ranges: [] },
): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <RentalCalendar
          startDate={startDate}
          endDate={endDate}
          today={today}
          ranges={availability.ranges}
          bounds={availability.bounds ?? null}
          onChange={() => undefined}
          invalid={false}
          labelledBy="dates-label"
          describedBy="dates-help"
        />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

/** The day buttons of the markup: their date and whether they belong to a grid's own month. */
function days(html: string): { value: string; own: boolean; tag: string }[] {
  return [...html.matchAll(/<[^>]*data-part="table-cell-trigger"[^>]*>/g)].map(([tag]) => ({
    value: /data-value="([^"]+)"/.exec(tag)?.[1] ?? '',
    own: !tag.includes('data-outside-range'),
    tag,
  }));
}

describe('RentalCalendar', () => {
  it('shows the start day beside the end day when the range crosses into the next month', () => {
    const html = render('2026-11-29', '2026-12-02');
    const own = days(html).filter((day) => day.own);
    const start = own.filter((day) => day.value === '2026-11-29');
    const end = own.filter((day) => day.value === '2026-12-02');
    expect(start).toHaveLength(1);
    expect(end).toHaveLength(1);
    expect(start[0]?.tag).toContain('data-range-start');
    expect(end[0]?.tag).toContain('data-range-end');
    // Every day of November and December is in exactly one grid, once.
    const values = own.map((day) => day.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => value.startsWith('2026-11-'))).toHaveLength(30);
    expect(values.filter((value) => value.startsWith('2026-12-'))).toHaveLength(31);
  });

  it('names each grid by the step label and its month', () => {
    const html = render(null, null);
    const grids = [...html.matchAll(/<table[^>]*aria-labelledby="dates-label ([^"]+)"[^>]*>/g)].map(
      (m) => m[1],
    );
    expect(grids).toHaveLength(2);
    const captions = grids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]+)<`).exec(html)?.[1]);
    expect(captions).toEqual(['November 2026', 'December 2026']);
  });

  it('disables booked, blocked and buffer days and ends the rules forbid, each with its reason', () => {
    const html = render('2026-11-27', null, '2026-11-25', {
      ranges: [
        { startDate: '2026-12-01', endDate: '2026-12-02', kind: 'blocked' },
        { startDate: '2026-12-10', endDate: '2026-12-11', kind: 'booked' },
        { startDate: '2026-12-12', endDate: '2026-12-12', kind: 'buffer' },
      ],
      bounds: { minDays: 2, maxDays: 3, earliestStartDate: '2026-11-26', latestEndDate: '2026-12-20' },
    });
    const day = (value: string) => days(html).find((d) => d.own && d.value === value)?.tag ?? '';
    const title = (value: string) => /title="([^"]*)"/.exec(day(value))?.[1] ?? null;
    const label = (value: string) => /aria-label="([^"]*)"/.exec(day(value))?.[1] ?? null;
    expect(title('2026-12-01')).toBe('Blocked by the owner, not available: Tue, Dec 1, 2026');
    expect(label('2026-12-01')).toMatch(/^Blocked by the owner, not available: /);
    expect(day('2026-12-01')).toContain('data-unavailable');
    expect(title('2026-12-10')).toBe('Booked, not available: Thu, Dec 10, 2026');
    expect(title('2026-12-12')).toBe('Kept free between rentals, not available: Sat, Dec 12, 2026');
    expect(title('2026-11-25')).toBe(
      'Needs advance notice, the earliest start is Thu, Nov 26, 2026: Wed, Nov 25, 2026',
    );
    expect(title('2026-12-21')).toBe('Too far ahead, the latest end is Sun, Dec 20, 2026: Mon, Dec 21, 2026');
    // Picking the end from Nov 27: at least two days, at most three.
    expect(title('2026-11-28')).toBeNull();
    expect(title('2026-11-29')).toBeNull();
    expect(title('2026-11-30')).toBe(
      'Too long a rental, the latest end is Sun, Nov 29, 2026: Mon, Nov 30, 2026',
    );
    expect(day('2026-11-28')).not.toContain('data-unavailable');
    expect(title('2026-12-05')).toContain('Too long a rental');
  });
});
