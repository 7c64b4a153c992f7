import { useEffect } from "react";
import type { ServiceKey } from "../site/services.ts";
import { ContactForm } from "./ContactForm.tsx";
import { IslandIconSprite } from "./IslandIconSprite.tsx";
import type { IslandFormCopy, SelectLabels } from "./island-copy.ts";
import {
  islandRootId,
  markupCopy,
  markupProps,
  pageOwnProps,
  submitPendingAttribute,
} from "./island-protocol.ts";
import { NoticeProvider } from "./Notices.tsx";

/** Everything the island needs, written into the page as JSON so the browser can hydrate it. */
export interface ContactIslandProps {
  copy: IslandFormCopy;
  serviceLabels: SelectLabels;
  page: string;
  defaultService?: ServiceKey;
}

pageOwnProps satisfies ReadonlyArray<keyof ContactIslandProps>;
markupProps satisfies ReadonlyArray<keyof ContactIslandProps>;
markupCopy satisfies ReadonlyArray<keyof IslandFormCopy>;

/**
 * The only part of a page React runs in the browser: the contact form with its notices.
 * Prerendered with the page; app/contact/island.tsx hydrates it on its own root.
 */
export function ContactIsland(props: ContactIslandProps) {
  return (
    <>
      <IslandIconSprite />
      <div id={islandRootId} data-props={JSON.stringify(props)}>
        <IslandContent {...props} />
      </div>
    </>
  );
}

/** The root's content; the same tree on the server and in the browser, so hydration matches. */
export function IslandContent({ copy, ...form }: ContactIslandProps) {
  useEffect(() => {
    // A visitor who submitted while the island was loading: the page script held the submit
    // back (app/browser/page.ts); now our validation and notices answer it.
    const root = document.getElementById(islandRootId);
    root?.setAttribute("data-hydrated", "");
    const element = document.getElementById("contact-form");
    if (element instanceof HTMLFormElement && element.hasAttribute(submitPendingAttribute)) {
      element.removeAttribute(submitPendingAttribute);
      element.requestSubmit();
    }
  }, []);
  return (
    <NoticeProvider dismissLabel={copy.dismiss}>
      <ContactForm copy={copy} {...form} />
    </NoticeProvider>
  );
}
