/** The two widths every page is tested at: a phone and a desktop. */
export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The widths every staff page is tried at: a desk's screen and a phone's. */
export const staffWidths = [
  ["1440", { viewport: { width: 1440, height: 900 } }],
  ["390", viewports.mobile],
] as const;
