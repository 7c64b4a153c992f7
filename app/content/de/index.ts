import type { SiteContent } from "../types.ts";
import { common } from "./common.ts";
import { form } from "./form.ts";
import { home } from "./home.ts";
import { privacy } from "./legal/privacy.ts";
import { terms } from "./legal/terms.ts";
import { cleaning } from "./services/cleaning.ts";
import { debtCollection } from "./services/debt-collection.ts";
import { facilityManagement } from "./services/facility-management.ts";
import { investigation } from "./services/investigation.ts";
import { propertyProtection } from "./services/property-protection.ts";
import { security } from "./services/security.ts";

export const de = {
  common,
  form,
  home,
  services: {
    "debt-collection": debtCollection,
    security,
    investigation,
    "property-protection": propertyProtection,
    cleaning,
    "facility-management": facilityManagement,
  },
  legal: { terms, privacy },
} satisfies SiteContent;
