/** The two widths every page is tested at: a phone and a desktop. */
export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
