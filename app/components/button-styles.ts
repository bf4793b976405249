/** Buttons on the dark green panels (hero, calls to action), where the standard buttons lack contrast. */
export const ON_DARK_PRIMARY =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-800 shadow-sm hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
export const ON_DARK_SECONDARY =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
