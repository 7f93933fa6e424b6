import { afterAll, describe, expect, it } from 'vitest';
import { loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { StarRating } from './star-rating';

afterAll(() => switchLanguage('en'));

/** Issue 27 "Unrated is not badly rated": what the rating line says with and without reviews. */
describe('StarRating', () => {
  it("says 'New' for an item nobody has reviewed, not 0.0 or '(0 reviews)'", async () => {
    await loadNamespaces('items');
    const text = renderText(<StarRating value={0} reviewCount={0} size="md" />);
    expect(text).toContain('New');
    expect(text).not.toContain('0.0');
    expect(text).not.toContain('reviews');
    const html = renderText(<StarRating value={0} reviewCount={0} compact />);
    expect(html).toContain('New');
  });

  it('shows the value and the count once there are reviews', async () => {
    await loadNamespaces('items');
    const text = renderText(<StarRating value={4.26} reviewCount={3} size="md" />);
    expect(text).toContain('4.3');
    expect(text).toContain('(3 reviews)');
    expect(text).not.toContain('New');
  });

  it("says 'New' in the language on screen", async () => {
    await switchLanguage('de');
    await loadNamespaces('items');
    expect(renderText(<StarRating value={0} reviewCount={0} />)).toContain('Neu');
  });
});
