import { type HeroPhoto, heroPhotoNeeds } from "../../site/hero-photos.ts";
import type { HeroPlacement } from "../../site/services.ts";

/** The candidates of a `srcset` ("/a-800.avif 800w, …") no wider than `largest`. */
const upTo = (srcset: string, largest: number) =>
  srcset
    .split(", ")
    .filter((candidate) => Number.parseInt(candidate.split(" ")[1] ?? "", 10) <= largest)
    .join(", ");

/**
 * A hero's photo, the page's largest paint: loaded at once with high priority, its size
 * reserved (width and height), in the best format and width the browser takes. A drawing
 * (SVG, the repository's own) is inline and labelled as one image. As a backdrop it fills
 * the hero behind a scrim that keeps the copy readable.
 */
export function HeroImage({
  photo,
  alt,
  placement,
}: {
  photo: HeroPhoto;
  alt: string;
  placement: HeroPlacement;
}) {
  const backdrop = placement === "backdrop";
  const { phone, sizes } = heroPhotoNeeds[placement];
  const narrow = `(max-width: ${phone.below - 0.02}px)`;
  const image =
    photo.kind === "drawing" ? (
      <div
        role="img"
        aria-label={alt}
        className={
          backdrop ? "size-full [&>svg]:size-full" : "[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        }
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own drawing, checked when the site is built
        dangerouslySetInnerHTML={{ __html: photo.svg }}
      />
    ) : (
      <picture>
        {[...photo.sources, { type: "image/jpeg", srcset: photo.fallback.srcset }].map((source) => (
          <source
            key={`phone-${source.type}`}
            media={narrow}
            type={source.type}
            srcSet={upTo(source.srcset, phone.largest)}
            sizes={sizes}
          />
        ))}
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <img
          src={photo.fallback.src}
          srcSet={photo.fallback.srcset}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={alt}
          loading="eager"
          fetchPriority="high"
          className={backdrop ? "size-full object-cover" : "block h-auto w-full"}
        />
      </picture>
    );
  if (!backdrop) return <div className="overflow-hidden rounded-[2rem]">{image}</div>;
  return (
    <div className="absolute inset-0 -z-10">
      {image}
      <div className="absolute inset-0 bg-linear-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30" />
    </div>
  );
}
