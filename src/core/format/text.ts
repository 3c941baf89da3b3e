/** Text filters (requirements R3.16). Null and undefined become the empty string, as template filters do. */

export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

export function lowercase(value: string | null | undefined): string {
  return value ? value.toLocaleLowerCase() : '';
}

export function uppercase(value: string | null | undefined): string {
  return value ? value.toLocaleUpperCase() : '';
}
