import { data as response } from "react-router";
import type { Route } from "./+types/metodo-de-pago";
import { PaymentMethodPage } from "~/features/payment-methods/payment-method-pages";
import { PAYMENT_METHODS_PATH } from "~/features/payment-methods";
import { paymentMethodPageData, getPaymentMethodsTexts } from "~/features/payment-methods/index.server";
import { buildPageMeta } from "~/platform/seo";

/** /metodos-de-pago/<slug>: one published method page (prerendered); an unknown or unpublished slug is a real 404. */
export function loader({ params }: Route.LoaderArgs) {
  const data = paymentMethodPageData(params.slug);
  if (!data) throw response(null, { status: 404 });
  const crumbs = [
    { name: "Inicio", path: "/" },
    { name: getPaymentMethodsTexts().indexH1, path: PAYMENT_METHODS_PATH },
    { name: data.guide.name, path: data.path },
  ];
  return { data, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { data, crumbs } = loaderData;
  return buildPageMeta({ title: data.guide.title, description: data.guide.description, path: data.path, pageType: "WebPage", breadcrumb: crumbs });
}

export default function PaymentMethodRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentMethodPage data={loaderData.data} crumbs={loaderData.crumbs} />;
}
