/**
 * Euro amounts in the publisher's fixed format (requirements R3.18): two decimals, comma as decimal separator,
 * dot for thousands, the symbol after one space, and whole amounts with a dash for the cents:
 * `1.234,50 €`, `12,– €`.
 */
const grouping = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  useGrouping: true,
});

export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const euros = grouping.format(Math.floor(abs / 100));
  const rest = abs % 100;
  const fraction = rest === 0 ? '–' : String(rest).padStart(2, '0');
  return `${sign}${euros},${fraction} €`;
}

export function formatEuro(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return formatCents(Math.round(amount * 100));
}
