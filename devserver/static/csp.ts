/**
 * The Content-Security-Policy sent with every HTML page. Scripts come from our own
 * origin plus the origins of absolute http(s) third-party extension URLs listed in
 * kite.config.json. No 'unsafe-eval', no inline scripts.
 */
export function extensionOrigins(extensionUrls: readonly string[]): string[] {
	const origins: string[] = [];
	for (const raw of extensionUrls) {
		if (typeof raw !== 'string' || !/^https?:\/\//i.test(raw)) continue;
		let origin: string;
		try {
			origin = new URL(raw).origin;
		} catch {
			continue;
		}
		if (origin !== 'null' && !origins.includes(origin)) origins.push(origin);
	}
	return origins;
}

export function buildCsp(extensionUrls: readonly string[]): string {
	const scriptSrc = ["'self'", ...extensionOrigins(extensionUrls)].join(' ');
	return [
		"default-src 'self'",
		`script-src ${scriptSrc}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob: https: http:",
		"media-src 'self' blob: https: http:",
		"font-src 'self' data:",
		"connect-src 'self' ws: wss: https: http:",
		'frame-src https: http:',
		"worker-src 'self' blob:",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
	].join('; ');
}
