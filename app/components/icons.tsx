/**
 * Inline outline icons (paths from Heroicons, MIT). Decorative: hidden from assistive technology,
 * and sized by width/height attributes as well as classes so they never shift the layout. The stroke
 * style is the `icon` class (app/tailwind.css) rather than five attributes on each of the dozens of
 * icons a page renders; a utility such as `fill-amber-300` can still fill one.
 */
function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d={PATHS[name]} />
    </svg>
  );
}

type IconProps = { className?: string };

const PATHS = {
  check: "M4.5 12.75l6 6 9-13.5",
  chat: "M8.25 12h.01M12 12h.01M15.75 12h.01M21 12c0 4.56-4.03 8.25-9 8.25a9.76 9.76 0 01-2.55-.34c-.61.46-1.87 1.16-4.45 1.34.5-.82.89-1.82 1.03-2.92C4.5 16.85 3 14.56 3 12c0-4.56 4.03-8.25 9-8.25s9 3.69 9 8.25z",
  star: "M11.48 3.5a.56.56 0 011.04 0l2.12 5.11a.56.56 0 00.48.35l5.52.44c.5.04.7.66.32.99l-4.2 3.6a.56.56 0 00-.18.56l1.28 5.38a.56.56 0 01-.84.61l-4.72-2.88a.56.56 0 00-.59 0l-4.72 2.88a.56.56 0 01-.84-.61l1.28-5.38a.56.56 0 00-.18-.56l-4.2-3.6a.56.56 0 01.32-.99l5.52-.44a.56.56 0 00.48-.35l2.12-5.11z",
  clock: "M12 6v6h4.5m4.5 0a9 9 0 11-18 0 9 9 0 0118 0z",
  users:
    "M15 19.13a9.38 9.38 0 002.63.37 9.34 9.34 0 004.12-.95 4.13 4.13 0 00-7.53-2.5M15 19.13v-.01c0-1.11-.29-2.16-.79-3.07M15 19.13v.1A12.32 12.32 0 018.62 21c-2.33 0-4.51-.65-6.37-1.77v-.11a6.38 6.38 0 0111.96-3.07M12 6.38a3.38 3.38 0 11-6.75 0 3.38 3.38 0 016.75 0zm8.25 2.25a2.63 2.63 0 11-5.25 0 2.63 2.63 0 015.25 0z",
  shield:
    "M9 12.75L11.25 15 15 9.75m-3-7.04A11.96 11.96 0 013.6 6 11.99 11.99 0 003 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29z",
  book: "M12 6.04A8.97 8.97 0 006 3.75c-1.05 0-2.06.18-3 .51v14.25A8.99 8.99 0 016 18c2.31 0 4.41.87 6 2.29m0-14.25a8.97 8.97 0 016-2.29c1.05 0 2.06.18 3 .51v14.25A8.99 8.99 0 0018 18a8.97 8.97 0 00-6 2.29m0-14.25v14.25",
  arrowRight: "M13.5 4.5L21 12m0 0l-7.5 7.5M21 12H3",
  pie: "M10.5 6a7.5 7.5 0 107.5 7.5h-7.5V6zM13.5 10.5H21A7.5 7.5 0 0013.5 3v7.5z",
  trendDown: "M2.25 6L9 12.75l4.29-4.29a11.95 11.95 0 014.3 6.43l.78 2.9m0 0l3.18-5.51m-3.18 5.51l-5.51-3.18",
  trendUp: "M2.25 18L9 11.25l4.31 4.31a11.95 11.95 0 015.81-5.52l2.74-1.22m0 0l-5.94-2.28m5.94 2.28l-2.28 5.94",
  banknotes:
    "M2.25 18.75a60.07 60.07 0 0115.8 2.1c.72.2 1.45-.34 1.45-1.1v-1M3.75 4.5v.75A.75.75 0 013 6h-.75m0 0v-.38c0-.62.5-1.12 1.13-1.12H20.25M2.25 6v9m18-10.5v.75c0 .41.34.75.75.75h.75m-1.5-1.5h.38c.62 0 1.12.5 1.12 1.13v9.75c0 .62-.5 1.12-1.12 1.12h-.38m1.5-1.5H21a.75.75 0 00-.75.75v.75m0 0H3.75m0 0h-.38a1.13 1.13 0 01-1.12-1.12V15m1.5 1.5v-.75A.75.75 0 003 15h-.75M15 10.5a3 3 0 11-6 0 3 3 0 016 0z",
  calculator:
    "M8.25 6h7.5v2.25h-7.5V6zM12 2.25c-1.89 0-3.76.11-5.59.32C5.31 2.7 4.5 3.65 4.5 4.76V19.5a2.25 2.25 0 002.25 2.25h10.5a2.25 2.25 0 002.25-2.25V4.76c0-1.11-.81-2.06-1.91-2.19A48.5 48.5 0 0012 2.25zM8.25 12h.01M8.25 15h.01M8.25 18h.01M12 12h.01M12 15h.01M12 18h.01M15.75 12h.01M15.75 15v3",
  flag: "M3 3v1.5M3 21v-6m0 0l2.77-.69a9 9 0 016.21.68l.11.05a9 9 0 006.09.71l3.11-.73a48.52 48.52 0 010-10.5l-3.11.73a9 9 0 01-6.09-.71l-.11-.05a9 9 0 00-6.21-.68L3 4.5M3 15V4.5",
  lock: "M16.5 10.5V6.75a4.5 4.5 0 10-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 002.25-2.25v-6.75a2.25 2.25 0 00-2.25-2.25H6.75a2.25 2.25 0 00-2.25 2.25v6.75a2.25 2.25 0 002.25 2.25z",
  eye: "M2.04 12.32a1 1 0 010-.64C3.42 7.51 7.36 4.5 12 4.5c4.64 0 8.57 3.01 9.96 7.18.07.21.07.43 0 .64C20.58 16.49 16.64 19.5 12 19.5c-4.64 0-8.57-3.01-9.96-7.18zM15 12a3 3 0 11-6 0 3 3 0 016 0z",
  sparkles:
    "M9.81 15.9L9 18.75l-.81-2.85a4.5 4.5 0 00-3.09-3.09L2.25 12l2.85-.81a4.5 4.5 0 003.09-3.09L9 5.25l.81 2.85a4.5 4.5 0 003.09 3.09l2.85.81-2.85.81a4.5 4.5 0 00-3.09 3.09zM18.26 8.72L18 9.75l-.26-1.03a3.38 3.38 0 00-2.46-2.46L14.25 6l1.03-.26a3.38 3.38 0 002.46-2.46L18 2.25l.26 1.03a3.38 3.38 0 002.46 2.46l1.03.26-1.03.26a3.38 3.38 0 00-2.46 2.46z",
  home: "M2.25 12l8.95-8.95a1.13 1.13 0 011.6 0L21.75 12M4.5 9.75v10.13c0 .62.5 1.12 1.13 1.12H9.75v-4.88c0-.62.5-1.12 1.13-1.12h2.25c.62 0 1.12.5 1.12 1.12V21h4.13c.62 0 1.12-.5 1.12-1.12V9.75M8.25 21h8.25",
  user: "M15.75 6a3.75 3.75 0 11-7.5 0 3.75 3.75 0 017.5 0zM4.5 20.12a7.5 7.5 0 0115 0A17.93 17.93 0 0112 21.75c-2.68 0-5.22-.58-7.5-1.63z",
  adjustments:
    "M10.5 6h9.75M10.5 6a1.5 1.5 0 11-3 0m3 0a1.5 1.5 0 10-3 0M3.75 6H7.5m3 12h9.75m-9.75 0a1.5 1.5 0 01-3 0m3 0a1.5 1.5 0 00-3 0m-3.75 0H7.5m9-6h3.75m-3.75 0a1.5 1.5 0 01-3 0m3 0a1.5 1.5 0 00-3 0m-9.75 0h9.75",
  creditCard:
    "M2.25 8.25h19.5M2.25 9h19.5m-16.5 5.25h6m-6 2.25h3m-3.75 3h15a2.25 2.25 0 002.25-2.25V6.75A2.25 2.25 0 0019.5 4.5h-15a2.25 2.25 0 00-2.25 2.25v10.5A2.25 2.25 0 004.5 19.5z",
  menu: "M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5",
  close: "M6 18L18 6M6 6l12 12",
  collapse: "M18.75 19.5l-7.5-7.5 7.5-7.5m-6 15L5.25 12l7.5-7.5",
} as const;

type IconName = keyof typeof PATHS;

export const CheckIcon = (props: IconProps) => <Icon name="check" {...props} />;
export const ChatIcon = (props: IconProps) => <Icon name="chat" {...props} />;
export const StarIcon = (props: IconProps) => <Icon name="star" {...props} />;
export const ClockIcon = (props: IconProps) => <Icon name="clock" {...props} />;
export const UsersIcon = (props: IconProps) => <Icon name="users" {...props} />;
export const ShieldIcon = (props: IconProps) => <Icon name="shield" {...props} />;
export const BookIcon = (props: IconProps) => <Icon name="book" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Icon name="arrowRight" {...props} />;
export const PieIcon = (props: IconProps) => <Icon name="pie" {...props} />;
export const TrendDownIcon = (props: IconProps) => <Icon name="trendDown" {...props} />;
export const TrendUpIcon = (props: IconProps) => <Icon name="trendUp" {...props} />;
export const BanknotesIcon = (props: IconProps) => <Icon name="banknotes" {...props} />;
export const CalculatorIcon = (props: IconProps) => <Icon name="calculator" {...props} />;
export const FlagIcon = (props: IconProps) => <Icon name="flag" {...props} />;
export const LockIcon = (props: IconProps) => <Icon name="lock" {...props} />;
export const EyeIcon = (props: IconProps) => <Icon name="eye" {...props} />;
export const SparklesIcon = (props: IconProps) => <Icon name="sparkles" {...props} />;
export const HomeIcon = (props: IconProps) => <Icon name="home" {...props} />;
export const UserIcon = (props: IconProps) => <Icon name="user" {...props} />;
export const AdjustmentsIcon = (props: IconProps) => <Icon name="adjustments" {...props} />;
export const CreditCardIcon = (props: IconProps) => <Icon name="creditCard" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon name="menu" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon name="close" {...props} />;
export const CollapseIcon = (props: IconProps) => <Icon name="collapse" {...props} />;

/** A short list with check marks: plan features, course features, inclusions. */
export function CheckList({ items, className = "space-y-2 text-sm text-slate-700" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        // The text is the second flex item as it stands; a wrapper would be one more element per item.
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
