/**
 * html-validate for the built pages (scripts/site.build-test.ts): the recommended rules, set
 * to the way React writes HTML where the rule only asks for one style of a valid spelling.
 * @type {import("html-validate").ConfigData}
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React closes void elements (`<meta …/>`) and writes a true boolean attribute as `=""`.
    "void-style": ["error", { style: "selfclosing" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes some attribute names in camelCase (charSet, hrefLang); HTML attribute names
    // are case-insensitive.
    "attr-case": "off",
    // A phone number must not break across lines; `whitespace-nowrap` keeps it whole.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // The header's navigation and the mobile menu's are one menu with one name, shown at
    // different widths: below 1280 px the first is not displayed, and the second is in a
    // dialog that opens only there. Assistive technology never meets both; axe, which checks
    // the rendered page in the browser tests, has its own rule for unique landmarks.
    "unique-landmark": "off",
  },
};
