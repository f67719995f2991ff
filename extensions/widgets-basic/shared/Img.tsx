import { safeHttpUrl } from '@kite/sdk';

/** An image from a server-given URL: shown only for http(s) addresses. */
export function Img(props: { src: string | null | undefined; alt: string; className?: string; width?: number; height?: number }) {
  const url = props.src ? safeHttpUrl(props.src, window.location.origin) : null;
  if (!url) return null;
  return (
    <img
      src={url.href}
      alt={props.alt}
      className={props.className}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
    />
  );
}
