import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits (up to 3 s) for every finite animation on the page to finish. A dialog or menu fading in is translucent
 * for a few hundred milliseconds, and axe reads its colours blended with what lies behind: white on brand then
 * measures 4.06:1 instead of 5.5:1. Endless animations (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      );
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      timeout,
    ]);
  });
}

/** The impacts that fail a test; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and throws, listing each serious or critical violation with the
 * elements it found, when there is any. Also runs label-content-name-mismatch (WCAG 2.5.3, label in
 * name), which axe still marks experimental and so skips by default.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  screen: string,
  options: { exclude?: string[] } = {},
): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  const report = failing
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.html.slice(0, 300)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(`axe found ${failing.length} serious or critical violation(s) on ${screen}:\n${report}`);
}

/** Waits until the toast has finished its entry animation, so axe reads its final colours. */
export async function waitForSettledToast(page: Page): Promise<void> {
  await page.getByTestId('toast').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const toast = document.querySelector('[data-testid="toast"]');
    return toast !== null && getComputedStyle(toast).opacity === '1';
  });
}

/**
 * WCAG contrast ratio of an element's text against the nearest opaque background behind it, with the
 * opacity of the element and its ancestors applied. axe leaves text over stacked layers (like toasts)
 * as "needs review", so those are measured here.
 */
export async function textContrast(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgba = (value: string): [number, number, number, number] => {
        const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      let [r, g, b, alpha] = rgba(getComputedStyle(element).color);
      let background: [number, number, number] | null = null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        alpha *= Number(style.opacity);
        const [br, bg, bb, ba] = rgba(style.backgroundColor);
        if (ba === 1) {
          background = [br, bg, bb];
          break;
        }
      }
      const [br, bg, bb] = background ?? [255, 255, 255];
      [r, g, b] = [r * alpha + br * (1 - alpha), g * alpha + bg * (1 - alpha), b * alpha + bb * (1 - alpha)];
      const luminance = (red: number, green: number, blue: number) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
      };
      const [light, dark] = [luminance(r, g, b), luminance(br, bg, bb)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return (light + 0.05) / (dark + 0.05);
    });
}

/** The accessible name of the element, as Playwright's aria snapshot reads it. */
export async function accessibleName(page: Page, selector: string): Promise<string> {
  const snapshot = await page.locator(selector).first().ariaSnapshot();
  // `- button "Name"`, YAML-quoted as `- 'button "Name: x"'` when the name holds a colon.
  return /^- '?\w+ "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? '';
}
