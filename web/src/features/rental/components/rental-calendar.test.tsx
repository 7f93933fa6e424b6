import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../../app/theme';
import { i18n, loadNamespaces } from '../../i18n/i18n';
import { RentalCalendar } from './rental-calendar';

beforeAll(() => loadNamespaces('rental'));

/** The calendar's HTML as the browser first receives it. */
function render(startDate: string | null, endDate: string | null, today = '2026-11-25'): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <RentalCalendar
          startDate={startDate}
          endDate={endDate}
          today={today}
          ranges={[]}
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
});
