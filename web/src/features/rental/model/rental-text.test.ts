import { CANCELLATION_POLICY_LINES } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { cancellationPolicyLines } from './rental-text';

const t = i18n.getFixedT('en', 'rental');

beforeAll(() => loadNamespaces('rental'));

describe("the wizard's cancellation policy", () => {
  it('says in English what the contract says, with the protection line once protection is added', () => {
    expect(cancellationPolicyLines(t, { protection: true })).toEqual([...CANCELLATION_POLICY_LINES]);
    expect(cancellationPolicyLines(t, { protection: false })).toEqual(CANCELLATION_POLICY_LINES.slice(0, 4));
  });
});
