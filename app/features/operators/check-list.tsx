/**
 * A list of pros (✓) or cons (✗). The marks are CSS pseudo-elements rather than icon components:
 * the comparison page shows sixty of them, and each icon would add an SVG to the DOM.
 */
export function CheckList({
  items,
  tone,
  className = "",
  label,
}: {
  items: readonly string[];
  tone: "pro" | "con";
  className?: string;
  label?: string;
}) {
  const mark =
    tone === "pro"
      ? "before:text-brand-600 before:content-['✓']"
      : "before:text-red-700 before:content-['✗']";
  return (
    <ul className={`m-0 list-none space-y-1 p-0 ${className}`} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={`relative pl-6 before:absolute before:left-0 before:font-bold ${mark}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
