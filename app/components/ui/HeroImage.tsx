/**
 * A hero's drawing, inline (app/site/hero-art.server.ts) and decorative: the heading carries
 * the meaning. As a backdrop it fills the hero behind a scrim that keeps the copy readable.
 */
export function HeroImage({ svg, backdrop = false }: { svg: string; backdrop?: boolean }) {
  if (!backdrop) {
    return (
      <div
        className="overflow-hidden rounded-[2rem] [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing from public/, checked at build time
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div
        className="size-full [&>svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing from public/, checked at build time
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div className="absolute inset-0 bg-linear-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30" />
    </div>
  );
}
