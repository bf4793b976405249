/** Les services des forfaits : soutien et demandes, communauté, questions en direct, coaching. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { services as english } from "~/lib/i18n/catalogues/en/services.server";

export const services: Readonly<Record<keyof typeof english, Message>> = {};
