/** The brand mark: a shield whose inner line is the bend of the Danube at Budapest. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <path
        d="M20 2.5 5 8v11.2c0 9.3 6.3 15.8 15 18.3 8.7-2.5 15-9 15-18.3V8L20 2.5Z"
        fill="#0a1829"
        stroke="#ddb458"
        strokeWidth="2"
      />
      <path
        d="M13.5 11.5c5.5 1.3 7.8 4 6.4 7.6-1.3 3.4-.1 6.3 6.6 8.9"
        fill="none"
        stroke="#ddb458"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M12 26.5c2.8-.6 4.9-.2 6.6 1.4"
        fill="none"
        stroke="#7d91a8"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
