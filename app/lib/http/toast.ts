import { z } from "zod";

/** A flash message shown once after a redirect. Types map to the spec's default and destructive toasts. */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  /** The ways forward the message names ("Log in", "Sign up"): same-site links, made by the server. */
  links: z
    .array(z.object({ label: z.string().max(40), href: z.string().max(2100) }))
    .max(2)
    .optional(),
});

export type Toast = z.infer<typeof toastSchema>;

/** A toast as carried by the cookie: the id lets the page tell two identical messages apart. */
export const flashToastSchema = toastSchema.extend({ id: z.string().max(64) });
export type FlashToast = z.infer<typeof flashToastSchema>;
