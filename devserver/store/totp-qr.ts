/**
 * The `qr` field of i/2fa/register. Misskey renders the otpauth URL as a PNG QR code; the
 * devserver has no QR encoder, so it answers an SVG image (also a data URL) that says so.
 * The client shows whatever image the server sends, next to the URL and the secret.
 */
export function totpQrDataUrl(url: string): string {
  const text = 'devserver: no QR code';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="228" height="228" viewBox="0 0 228 228">` +
    `<rect width="228" height="228" fill="#fff"/><rect x="14" y="14" width="200" height="200" fill="none" stroke="#000" stroke-width="4"/>` +
    `<text x="114" y="118" font-family="sans-serif" font-size="14" text-anchor="middle">${text}</text></svg>`;
  // The URL is not drawn (it is shown as text by the client); it only sizes nothing here.
  void url;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
