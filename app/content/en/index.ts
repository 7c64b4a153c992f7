export { common } from "./common.ts";
export { form } from "./form.ts";
export { home } from "./home.ts";
export { privacy } from "./legal/privacy.ts";
export { terms } from "./legal/terms.ts";
