import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundCopy } from "~/features/layout/index.server";
import { NotFoundPage, notFoundMeta } from "~/features/layout/components";
import { logNotFound } from "~/platform/not-found-log.server";

export function loader({ url }: Route.LoaderArgs) {
  logNotFound(url.pathname);
  return data({ path: url.pathname, copy: notFoundCopy() }, { status: 404 });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return notFoundMeta(loaderData, location.pathname);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage data={loaderData} />;
}
