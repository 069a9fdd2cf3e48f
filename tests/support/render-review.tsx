/**
 * For the review page's component tests: renders the review route with the given loader data inside
 * a router stub whose root loader hands the shell's texts, and waits for the page's h1.
 */
import { render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import ReviewRoute, { type loader } from "../../app/features/reviews/routes/review";
import { shellCopy } from "../../app/features/layout/shell-copy.server";

export type ReviewData = ReturnType<typeof loader>;

export async function renderReview(data: ReviewData): Promise<HTMLElement> {
  const copy = shellCopy();
  const Page = () => <ReviewRoute {...({ loaderData: data, params: {}, matches: [] } as unknown as Parameters<typeof ReviewRoute>[0])} />;
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ copy }), Component: Outlet, HydrateFallback: () => null, children: [{ index: true, Component: Page }] },
  ]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 1 });
  return container;
}
