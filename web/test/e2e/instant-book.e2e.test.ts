import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  bookingStatus,
  dayFromToday,
  listApprovedItem,
  MEMBER_PASSWORD,
  registerMember,
  trustedRenter,
} from './journey-fixtures';
import {
  axeAfterToasts,
  expectWizardStep,
  fillCard,
  NEW_CARD,
  pickDay,
  recordToasts,
  signInMember,
  wizardDialog,
} from './steps';

const browser = await fileBrowser();

/**
 * Instant book (issue 23 §5) in Chromium: a trusted renter (three completed, five-star rentals made through the
 * API) sees "Instant book: approved at once" on the item page and in the wizard before confirming, and the
 * confirmed request is approved at once; a renter who is not trusted is told the owner approves the request.
 */
describe('instant book', () => {
  it(
    'approves a trusted renter’s request at once, and tells everyone else the owner approves',
    async () => {
      const tag = uniqueSuffix();
      const owner = await registerMember('Margot Instant', 'ibowner');
      const earlier = await listApprovedItem(owner, {
        title: `Camp stove ${tag}`,
        pricePerDay: 12,
        deposit: 40,
        colour: '#1f618d',
      });
      const renter = await trustedRenter({
        fullName: 'Tobias Trusted',
        tag: 'ibrenter',
        owner,
        item: earlier,
        firstOffset: 30,
      });
      const newcomer = await registerMember('Nina Newcomer', 'ibnew');
      const item = await listApprovedItem(owner, {
        title: `Touring tent ${tag}`,
        pricePerDay: 20,
        deposit: 60,
        colour: '#239b56',
        instantBook: true,
      });
      const start = dayFromToday(4);
      const end = dayFromToday(5);

      // A member who is not trusted yet is told the owner decides, and what instant book asks of a renter.
      await withPage(browser, 'instant-book-newcomer', async ({ page, goto }) => {
        await signInMember(page, goto, newcomer.email, MEMBER_PASSWORD, `/item/${item.id}`, {
          userMenu: 'visible',
        });
        const notice = page.getByTestId('instant-book-notice');
        await notice.getByText('The owner approves your request').waitFor();
        await notice.getByText('This listing has instant book for trusted renters:').waitFor();
        await notice.getByText('at least 3 completed rentals', { exact: true }).waitFor();
        await notice.getByText(/^Still needed for you: .*at least 3 completed rentals/).waitFor();
        expect(await notice.getAttribute('data-instant')).toBe('false');
      });

      await withPage(browser, 'instant-book-trusted', async ({ page, goto }) => {
        await signInMember(page, goto, renter.email, MEMBER_PASSWORD, `/item/${item.id}`, {
          userMenu: 'visible',
        });
        // The item page says it before the wizard opens.
        const pageNotice = page.getByTestId('instant-book-notice');
        await pageNotice.getByText('Instant book: approved at once').waitFor();
        expect(await pageNotice.getAttribute('data-instant')).toBe('true');
        await axeAfterToasts(page, 'the item page with instant book', { pointerAway: true });

        await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
        const wizard = wizardDialog(page, item);
        await expectWizardStep(wizard, 1, 'Choose your dates');
        await pickDay(wizard, start);
        await pickDay(wizard, end);
        await wizard.getByRole('button', { name: 'Continue' }).click();

        // The wizard says it again before the renter confirms.
        await expectWizardStep(wizard, 2, 'Review your rental');
        await wizard.getByTestId('instant-book-notice').getByText('Instant book: approved at once').waitFor();
        await axeAfterToasts(page, 'wizard step 2 with instant book', { pointerAway: true });
        await wizard.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(wizard, 3, 'Payment');
        await wizard.getByTestId('instant-book-notice').getByText('Instant book: approved at once').waitFor();
        await wizard.getByText(NEW_CARD).click();
        await fillCard(wizard, '4242 4242 4242 4242', renter.fullName);
        const toasts = await recordToasts(page);
        await wizard.getByRole('button', { name: 'Confirm Booking' }).click();

        // Approved at once: no wait for the owner. The toast's title and description together, as the page showed
        // them: the live notice of the approval that follows (one toast at a time) may replace it a moment later.
        await expect
          .poll(async () =>
            (await toasts()).some(
              (text) =>
                text.includes('Booking approved!') &&
                text.includes('Instant book: your rental is confirmed and your card has been charged.'),
            ),
          )
          .toBe(true);
        await wizard.waitFor({ state: 'hidden' });
        const mine = (await (await renter.api.get('/api/bookings/as-renter')).json()) as {
          id: number;
          itemId: number;
          status: string;
          paymentStatus: string;
        }[];
        const booking = mine.find((b) => b.itemId === item.id);
        expect(booking).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
        expect(await bookingStatus(owner.api, booking!.id)).toBe('approved');
      });
    },
    TEST_TIMEOUT * 2,
  );
});
