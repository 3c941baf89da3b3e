/**
 * A text marking as plain text: tags and comments removed, then any angle bracket left, and control
 * characters but line breaks. Clients show it as text anyway; the stored layer is also read by
 * seat holders' clients and printed, so no markup is kept for any of them to trip over.
 */
export function plainText(text: string): string {
  return text
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<\/?[A-Za-z!?][^>]*(>|$)/g, '')
    .replace(/[<>]/g, '')
    .split('')
    .filter((char) => char === '\n' || !isControl(char.charCodeAt(0)))
    .join('')
    .trim();
}

const isControl = (code: number) => code < 0x20 || code === 0x7f;
