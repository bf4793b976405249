/** The weekly review email, its unsubscribe page, and other reminder emails. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { reminders as english } from "~/lib/i18n/catalogues/en/reminders.server";

export const reminders: Readonly<Record<keyof typeof english, Message>> = {
  // Le courriel hebdomadaire de révision, dans la langue de son lecteur (users.locale).
  "reminders.email.subject": { one: "{count} question de révision vous attend", other: "{count} questions de révision vous attendent" },
  "reminders.email.intro": {
    one: "{count} question tirée des vérifications des connaissances de vos leçons est prête à être révisée :",
    other: "{count} questions tirées des vérifications des connaissances de vos leçons sont prêtes à être révisées :",
  },
  "reminders.email.courseLine": { one: "{course} : {count} question", other: "{course} : {count} questions" },
  "reminders.email.reviewLink": "Commencer votre révision",
  "reminders.email.why":
    "Vous recevez ce courriel parce que vous avez demandé un courriel hebdomadaire quand des questions de révision sont à faire. Nous en envoyons au plus un par semaine, et seulement quand des questions vous attendent.",
  "reminders.email.settingsLink": "Choisir les courriels que vous recevez",
  "reminders.email.unsubscribeLink": "Se désabonner des courriels de révision",
  "reminders.email.contact": "Des questions? Écrivez à {email}.",

  // Sa page de désabonnement.
  "reminders.unsubscribe.title": "Se désabonner des courriels de révision",
  "reminders.unsubscribe.description": "Arrêter le courriel hebdomadaire de révision.",
  "reminders.unsubscribe.heading": "Se désabonner",
  "reminders.unsubscribe.ask": "Arrêter le courriel hebdomadaire sur les questions de révision à faire?",
  "reminders.unsubscribe.button": "Arrêter les courriels de révision",
  "reminders.unsubscribe.busy": "Enregistrement…",
  "reminders.unsubscribe.done": "Vous ne recevrez plus de courriels de révision.",
  "reminders.unsubscribe.switchBackOn": "Vous pouvez les réactiver en tout temps dans les Paramètres.",
  "reminders.unsubscribe.settingsLink": "Aller aux paramètres des courriels",
  "reminders.unsubscribe.invalid":
    "Ce lien de désabonnement n’est pas valide : il a peut-être été coupé lors de la copie. Vous pouvez désactiver les courriels de révision dans les Paramètres une fois connecté.",
};
