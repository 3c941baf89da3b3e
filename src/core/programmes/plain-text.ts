/**
 * A programme's name or notes as plain text (issue 39: "text stripped of markup"): tags and
 * control characters go (line breaks stay in notes), so no copy of it, in an e-mail, a print or
 * another client, can carry markup the user did not see.
 */
export function plainText(text: string, { multiline = false } = {}): string {
  const withoutTags = text.replace(/<\/?[A-Za-z!?][^<>]*>?/g, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const controls = multiline ? /[\u0000-\u0009\u000B-\u001F\u007F]/g : /[\u0000-\u001F\u007F]/g;
  return withoutTags.replace(controls, '').trim();
}
