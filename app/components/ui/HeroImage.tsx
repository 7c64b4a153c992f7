import { Image } from "./Image.tsx";

/**
 * A hero illustration: eager and high priority, decorative (the heading carries the meaning).
 * As a backdrop it fills the hero behind a scrim that keeps the copy readable.
 */
export function HeroImage({
  src,
  width,
  height,
  backdrop = false,
}: {
  src: string;
  width: number;
  height: number;
  backdrop?: boolean;
}) {
  if (!backdrop) {
    return (
      <Image
        src={src}
        alt=""
        width={width}
        height={height}
        priority
        className="h-auto w-full"
        wrapperClassName="rounded-[2rem]"
      />
    );
  }
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <Image
        src={src}
        alt=""
        width={width}
        height={height}
        priority
        className="size-full object-cover"
        wrapperClassName="size-full"
      />
      <div className="absolute inset-0 bg-linear-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30" />
    </div>
  );
}
