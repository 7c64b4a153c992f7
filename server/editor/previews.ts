/** The preview build's pages and files, each under its own path below /admin/preview. */
import type { Publisher } from "../release/lifecycle/publisher.ts";
import { notFound, sendEditorAsset } from "./respond.ts";
import type { Route } from "./route.ts";

export const previewPrefix = "/admin/preview";

export function previewRoutes(publisher: Publisher): Route[] {
  return [
    {
      method: "GET",
      path: previewPrefix,
      below: true,
      handle: ({ req, res, path }) => {
        const site = publisher.preview?.site;
        const inner = path.slice(previewPrefix.length) || "/";
        const asset = site && (site.pages.get(inner) ?? site.files.get(inner));
        if (!asset) return notFound(res);
        return sendEditorAsset(req, res, asset);
      },
    },
  ];
}
