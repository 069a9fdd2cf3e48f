import type { Route } from "./+types/metodos-de-pago";
import { PaymentMethodsIndexPage } from "~/features/payment-methods/payment-method-pages";
import { paymentMethodsIndexData } from "~/features/payment-methods/index.server";
import { buildPageMeta } from "~/platform/seo";

/** /metodos-de-pago: every payment method in the operators' data, how many take it to deposit and to withdraw (prerendered). */
export function loader() {
  const data = paymentMethodsIndexData();
  const crumbs = [
    { name: "Inicio", path: "/" },
    { name: data.texts.indexH1, path: data.path },
  ];
  return { data, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { data, crumbs } = loaderData;
  return buildPageMeta({ title: data.texts.indexTitle, description: data.texts.indexDescription, path: data.path, pageType: "CollectionPage", breadcrumb: crumbs });
}

export default function PaymentMethodsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentMethodsIndexPage data={loaderData.data} crumbs={loaderData.crumbs} />;
}
