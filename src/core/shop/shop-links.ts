/** Addresses inside the publisher's webshop, built from its base URL. */
function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

export const shopLinks = {
  home: (base: string) => join(base, ''),
  signUp: (base: string) => join(base, 'customer/account/create'),
  forgotPassword: (base: string) => join(base, 'customer/account/forgotpassword'),
  licence: (base: string) => join(base, 'choir-coach/licence'),
  article: (base: string, articleId: string) =>
    join(base, `catalog/product/${encodeURIComponent(articleId)}`),
  /** Legal and service pages the shop hosts. */
  page: (base: string, name: 'terms' | 'accessibility' | 'cookies' | 'newsletter') => join(base, name),
};
