import { useCallback } from 'react';
import { useFormat } from '../../../shared/i18n/format';

/**
 * An onboarding budget amount: whole US dollars per day (the server compares it with prices in USD), written in
 * the language on screen ("$50", "50 $", "50 US$").
 */
export function useBudgetFormat(): (amount: number) => string {
  const format = useFormat();
  return useCallback(
    (amount: number) =>
      format.number(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    [format],
  );
}
