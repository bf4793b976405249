/**
 * The learner's picture: their initials on the brand colour, with the avatar (the photo they uploaded
 * in Profile, served by this site: app/features/avatars) drawn over them. Decorative: the learner's name is always written beside it, so
 * the picture's alternative text is empty. A picture that fails to load shows the initials again,
 * without JavaScript: see `.avatar-picture` in app/tailwind.css.
 */
export function Avatar({ initials, src, size = "md" }: { initials: string; src: string | null; size?: "sm" | "md" }) {
  return (
    <span
      aria-hidden="true"
      className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white ${
        size === "sm" ? "h-8 w-8 text-xs" : "h-10 w-10 text-sm"
      }`}
    >
      <span data-testid="initials">{initials}</span>
      {src ? (
        <img
          src={src}
          alt=""
          data-initials={initials}
          className="avatar-picture absolute inset-0 h-full w-full object-cover"
          data-testid="avatar"
        />
      ) : null}
    </span>
  );
}
