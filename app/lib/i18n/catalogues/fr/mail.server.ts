/** Les courriels sur l’argent (achats, remboursements, changements de forfait), dans la langue du lecteur. (fr-CA) */
import type { Message } from "~/lib/i18n/messages";
import type { mail as english } from "~/lib/i18n/catalogues/en/mail.server";

export const mail: Readonly<Record<keyof typeof english, Message>> = {
  "mail.purchase.subject": "Votre achat chez {product}",
  "mail.purchase.paid": "Merci! Votre paiement de {total} a été accepté et votre cours est prêt : {courses}.",
  "mail.purchase.guarantee":
    "Chaque cours est assorti de notre garantie de remboursement de 30 jours : vous pouvez demander un remboursement depuis votre page d’achats.",
  "mail.purchase.link": "Voir vos achats et vos reçus",
  "mail.refund.subject": "Votre remboursement de {product}",
  "mail.refund.done": "Nous vous avons remboursé {total} pour {courses}. Cet achat ne donne plus accès au cours.",
  "mail.refund.duplicate":
    "Vous possédiez déjà {courses}; nous vous avons donc remboursé le paiement en trop de {total}. Le cours reste à vous.",
  "mail.refund.timing": "L’argent revient sur votre carte dans un délai de 5 à 10 jours ouvrables, selon votre banque.",
  "mail.refund.link": "Voir vos achats",
  "mail.testMode": "Mode test : rien n’a été facturé et aucun argent n’a circulé.",
  "mail.subscription.subject": "Votre abonnement {product}",
  "mail.subscription.link": "Gérer votre abonnement",
  "mail.subscription.welcome": "Bienvenue dans le forfait {plan}! Votre forfait est actif. {renewal}.",
  "mail.subscription.welcomeAt": "Bienvenue dans le forfait {plan}! Votre forfait est actif au prix de {price} par mois. {renewal}.",
  "mail.subscription.ended": "Votre forfait {plan} a pris fin. Vous pouvez vous abonner de nouveau en tout temps.",
  "mail.subscription.switched": "Vous êtes passé au forfait {plan}. {renewal}.",
  "mail.subscription.switchedAt": "Vous êtes passé au forfait {plan}, au prix de {price} par mois. {renewal}.",
  "mail.subscription.pending": "Votre forfait passera à {next} le {date}. Vous gardez le forfait {plan} d’ici là.",
  "mail.subscription.changedMind": "Vous avez changé d’idée? Gardez le forfait {plan} depuis votre page d’abonnement avant cette date.",
  "mail.subscription.keeping": "Vous gardez le forfait {plan} : le passage à {next} est annulé. {renewal}.",
  "mail.subscription.cancelled": "Votre forfait {plan} est annulé et reste actif jusqu’à la fin de la période payée. {renewal}.",
  "mail.subscription.renewsAgain": "Votre forfait {plan} se renouvellera de nouveau. {renewal}.",
  "mail.renewal.none": "Aucun abonnement actif",
  "mail.renewal.ends": "Prend fin le {date}",
  "mail.renewal.renews": "Se renouvelle le {date}",
};
