/** The site's mark: a roulette-style wheel with a check, drawn inline so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#fbbf24" />
      <circle cx="20" cy="20" r="14" fill="#064e3b" />
      <path d="M13 20.5l4.5 4.5L27 15.5" fill="none" stroke="#fbbf24" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
