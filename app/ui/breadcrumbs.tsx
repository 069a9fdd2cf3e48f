import { Link } from "react-router";

export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-slate-700">
      <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {i === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.path} className="text-brand-700 underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
