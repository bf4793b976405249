import type { ComponentType } from "react";
import { BanknotesIcon, PieIcon, SparklesIcon, TrendDownIcon } from "~/components/icons";
import type { Course } from "~/lib/domain/catalog";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";

interface CoverArt {
  /** The cover's colour: a gradient dark enough for white text (WCAG AA) at every point. */
  background: string;
  icon: ComponentType<{ className?: string }>;
}

/** Each course's drawn cover: its colour and its subject's icon (no photos, nothing from elsewhere). */
const COVER_ART: Record<string, CoverArt> = {
  "budget-bootcamp": { background: "bg-gradient-to-br from-emerald-700 to-teal-900", icon: PieIcon },
  "debt-challenge": { background: "bg-gradient-to-br from-sky-700 to-indigo-900", icon: TrendDownIcon },
  "financial-masterclass": { background: "bg-gradient-to-br from-violet-700 to-fuchsia-900", icon: SparklesIcon },
};

const FALLBACK_ART: CoverArt = { background: "bg-gradient-to-br from-slate-700 to-slate-900", icon: BanknotesIcon };

/**
 * A course's cover, drawn in SVG and CSS: the course's colour, soft rings, its icon, and how it is
 * paced ("7 days"). Decorative: the card beside it names the course.
 */
export function CourseCover({ course, className = "h-28" }: { course: Course; className?: string }) {
  const { background, icon: Icon } = COVER_ART[course.slug] ?? FALLBACK_ART;
  // In the page's language (`dashboard.course`); the catalogue's own words when the page sent none.
  const durationKey = `dashboard.course.duration.${course.slug}` as MessageKey;
  const translated = useTranslate()(durationKey);
  const duration = translated === durationKey ? course.duration : translated;
  return (
    <div aria-hidden="true" className={`relative overflow-hidden ${background} ${className}`}>
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice">
        <circle cx="280" cy="10" r="70" fill="white" fillOpacity="0.08" />
        <circle cx="280" cy="10" r="44" fill="white" fillOpacity="0.08" />
        <circle cx="20" cy="130" r="60" fill="white" fillOpacity="0.06" />
        <path d="M0 95 C 60 70, 110 110, 170 85 S 270 60, 320 80" stroke="white" strokeOpacity="0.18" strokeWidth="3" fill="none" />
      </svg>
      <div className="relative flex h-full items-center gap-3 px-5">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/15 text-white ring-1 ring-white/25">
          <Icon className="h-7 w-7" />
        </span>
        <span className="text-xs font-semibold uppercase tracking-wider text-white">{duration}</span>
      </div>
    </div>
  );
}
