import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "alt" | "width" | "height"> {
  src: string;
  /** Required: describe the image, or pass "" for a purely decorative one. */
  alt: string;
  width: number;
  height: number;
  /** The hero image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  fallbackSrc?: string;
  wrapperClassName?: string;
}

/**
 * An image that shows a pulsing placeholder until it has loaded, loads lazily unless it is a
 * priority image, and switches to a fallback if it fails. Width and height are
 * required so the layout never shifts.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  fallbackSrc,
  className = "",
  wrapperClassName = "",
  ...rest
}: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [current, setCurrent] = useState(src);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The image may have finished before hydration attached onLoad.
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <span
      className={`relative block overflow-hidden ${loaded ? "" : "motion-safe:animate-pulse bg-ink-700/40"} ${wrapperClassName}`}
    >
      <img
        ref={img}
        {...rest}
        src={current}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
          else setLoaded(true);
        }}
        className={className}
      />
    </span>
  );
}
