import { type CurrencyCode, displayPrice, formatPrice } from '@koalarent/core/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useFormat } from '../../shared/i18n/format';
import { localStore } from '../../shared/storage/safe-storage';
import { initialCurrency, storeCurrency } from './currency-selection';

interface CurrencyContextValue {
  currency: CurrencyCode;
  setCurrency(code: string): void;
  /** Formats a USD amount in the chosen currency (symbol + 2 decimals, the display language's digits). */
  format(usdAmount: number): string;
  /** The one money formatter for prices: an amount in `itemCurrency` shown in the chosen currency (+ USD). */
  price(amount: number, itemCurrency: string): { primary: string; usd: string | null };
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** `initial`: the currency a server render uses (the visitor's cookie, else their Accept-Language's). */
export function CurrencyProvider({ children, initial }: { children: ReactNode; initial?: CurrencyCode }) {
  const [currency, setState] = useState<CurrencyCode>(
    () =>
      initial ??
      initialCurrency(localStore, typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  // Amounts follow the display language's separators ("$1,234.50", "€1.234,50"); every price re-renders with it.
  const { locale } = useFormat();
  const setCurrency = useCallback((code: string) => {
    const stored = storeCurrency(localStore, code);
    if (stored) setState(stored);
  }, []);
  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency,
      format: (usd) => formatPrice(usd, currency, locale),
      price: (amount, itemCurrency) => displayPrice(amount, itemCurrency, currency, locale),
    }),
    [currency, setCurrency, locale],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
