import { serverScope } from './server-scope';

/** Server configuration the page carries in meta tags (written by the server's render-head). */
function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return serverScope()?.meta[name] || undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value || undefined;
}

export const DEFAULT_SITE_NAME = 'Sunrise Maids';

/** The agency's name (SITE_NAME): the logo, the footer, the titles. */
export function siteName(): string {
  return meta('site-name') ?? DEFAULT_SITE_NAME;
}

export const DEFAULT_WHATSAPP_HOST = 'https://api.whatsapp.com';

export function whatsappHost(): string {
  return meta('whatsapp-host') ?? DEFAULT_WHATSAPP_HOST;
}

export function gtmId(): string | undefined {
  const id = meta('gtm-id');
  return id && /^GTM-[A-Z0-9]+$/.test(id) ? id : undefined;
}

export const DEFAULT_PRODUCT_SLUG = 'maidvisa';

/** The visa-services product slug (PRODUCT_SLUG): welcome-to-{product}, {product}_site_insurance. */
export function productSlug(): string {
  const slug = meta('product-slug');
  return slug && /^[a-z0-9-]+$/.test(slug) ? slug : DEFAULT_PRODUCT_SLUG;
}

/** A real card provider is configured: cards are typed on its hosted page, and Pay Online asks for no card here. */
export const cardPaymentsHosted = (): boolean => meta('card-payments') === 'hosted';
