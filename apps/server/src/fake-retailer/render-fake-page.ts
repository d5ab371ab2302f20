import type { FakeOffer } from "./fake-catalogue.ts";
import { priceParts } from "./render-price.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A placeholder picture, so that offline demos show no broken images. */
export function renderImage(offer: FakeOffer): string {
  const hue = Number(offer.code.slice(-3)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue} 35% 88%)"/>
<text x="200" y="190" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle">${escapeHtml(offer.name)}</text>
<text x="200" y="235" font-family="sans-serif" font-size="22" text-anchor="middle">${escapeHtml(offer.type.name)}</text>
</svg>`;
}

/** The product page a `pipUrl` points at, reduced to what a person checking a link needs. */
export function renderProductPage(offer: FakeOffer): string {
  const title = [`${offer.name} ${offer.type.name}`, offer.designText].filter(Boolean).join(", ");
  const price = priceParts(offer.price.numeral, offer.price.currency).text;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - fake retailer</title></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(offer.measure)}</p><p>${escapeHtml(price)}</p>
<p>A real article with a sample price from the fake retailer, not a real offer.</p></body></html>
`;
}
