/**
 * Catalogue numbers are stored as digits and shown with dots, slash and dashes, e.g. `4010100`
 * -> `40.101/00` and `401010003` -> `40.101/00-03` (requirements R3.19). Input that is already formatted, or
 * that has too few digits, comes back unchanged apart from trimming.
 */
export function formatCatalogueNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value).trim();
  if (!/^\d+$/.test(raw) || raw.length < 7) return raw;
  const head = `${raw.slice(0, 2)}.${raw.slice(2, 5)}/${raw.slice(5, 7)}`;
  const tail = raw.slice(7).match(/\d{1,2}/g) ?? [];
  return [head, ...tail].join('-');
}
