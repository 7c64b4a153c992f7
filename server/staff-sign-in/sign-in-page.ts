/** The sign-in page (sign-in.ts has its routes). */
import { maxPasswordLength } from "../accounts/index.ts";
import { type Html, html } from "../shared/html.ts";
import { bare, type Flash, flash, messages } from "../staff-frame/index.ts";

export const signInPath = "/admin/sign-in";
const t = messages.hu;

export function signInPage(options: { name?: string; message?: Flash } = {}): Html {
  const failed = options.message?.kind === "error";
  return bare(
    t.signInTitle,
    html`<main class="narrow" id="main"><div class="card"><p class="brand">${t.product}</p><h1>${t.signInTitle}</h1><p class="muted">${t.signInLead}</p>${flash(options.message, "sign-in-error")}
<form method="post" action="${signInPath}">
<label for="name">${t.name}</label><p class="muted" id="name-hint">${t.nameHint}</p><input id="name" name="name" aria-describedby="name-hint${failed && " sign-in-error"}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${options.name}">
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${maxPasswordLength}">
<button type="submit">${t.signIn}</button></form></div></main>`,
  );
}
